import { sql, type SQL } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** A PostgreSQL full-text search document; only ever written by the database itself. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The weighted document full-text search ranks: A for the title, B for tags, C for the rest.
 * `immutable_array_to_text` (migration 0004) exists because `array_to_string` is not immutable,
 * which generated columns require.
 */
export const weightedSearchDocument = (parts: { title: SQL; tags: SQL; rest: SQL }): SQL =>
  sql`setweight(to_tsvector('english', ${parts.title}), 'A') || setweight(to_tsvector('english', immutable_array_to_text(${parts.tags})), 'B') || setweight(to_tsvector('english', ${parts.rest}), 'C')`;
