import type { LibrarySort } from "@promptloom/contracts/library-search";
import { sql, type SQL } from "drizzle-orm";

import { libraryPrompts } from "../../db/schema/index.ts";

/** One column of a sort order: its expression and the SQL type its cursor value is cast back to. */
export type SortKey = { expression: SQL; type: "real" | "boolean" | "integer" | "timestamptz" | "uuid" };

const id: SortKey = { expression: sql`${libraryPrompts.id}`, type: "uuid" };
const featured: SortKey = { expression: sql`${libraryPrompts.featured}`, type: "boolean" };
const copies: SortKey = { expression: sql`${libraryPrompts.copyCount}`, type: "integer" };
const created: SortKey = { expression: sql`${libraryPrompts.createdAt}`, type: "timestamptz" };

/**
 * Every order is descending on all its keys and ends with the id, so one row comparison
 * `(k1, k2, …, id) < (cursor values)` continues any page exactly where the last one stopped.
 * Relevance ranks title matches over tag matches over text matches (the weights of the search
 * column), then prefers featured and much-copied prompts.
 */
export const sortKeysFor = (sort: LibrarySort, tsQuery: SQL | null): SortKey[] => {
  if (sort === "copied") return [copies, id];
  if (sort === "newest") return [created, id];
  if (!tsQuery) return [featured, copies, id];
  const rank: SortKey = { expression: sql`ts_rank_cd(${libraryPrompts.search}, ${tsQuery})`, type: "real" };
  return [rank, featured, copies, id];
};

/** `(k1, …) < ($v1::t1, …)`: the rows after the cursor in this order. */
export const afterCursor = (keys: SortKey[], values: string[]): SQL => {
  const left = sql.join(
    keys.map((key) => key.expression),
    sql`, `,
  );
  const right = sql.join(
    keys.map((key, index) => sql`${values[index] ?? null}::${sql.raw(key.type)}`),
    sql`, `,
  );
  return sql`(${left}) < (${right})`;
};

export const orderBy = (keys: SortKey[]): SQL[] => keys.map((key) => sql`${key.expression} desc`);

/** The key values of a row as text, exactly as PostgreSQL prints them, for the next cursor. */
export const cursorColumns = (keys: SortKey[]): Record<string, SQL.Aliased<string>> =>
  Object.fromEntries(keys.map((key, index) => [`k${index}`, sql<string>`(${key.expression})::text`.as(`k${index}`)]));
