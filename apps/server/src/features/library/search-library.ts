import type { LibraryItem, libraryQuerySchema } from "@promptloom/contracts/library-search";
import type { ListResponse } from "@promptloom/contracts/list";
import { and, arrayContains, count, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { afterCursor, cursorColumns, orderBy, sortKeysFor } from "./library-sort-keys.ts";
import { libraryItemColumns, toLibraryItem } from "./to-library-item.ts";

/** The cursor carries the sort keys of the last row and the total, which is counted once per search. */
const cursorSchema = z.object({ keys: z.array(z.string().max(64)).min(2).max(4), total: z.number().int().min(0) });

/**
 * Searches the library: full-text (`websearch_to_tsquery`: quotes, `or`, `-word`) ranked by
 * `ts_rank_cd`, filters, three orders and keyset paging that costs the same on page 1 and 400.
 */
export const searchLibrary = async (options: {
  db: Database;
  userId: string;
  query: z.output<typeof libraryQuerySchema>;
  includeDrafts?: boolean;
}): Promise<ListResponse<LibraryItem>> => {
  const { db, userId, query } = options;
  const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;

  const conditions: SQL[] = [];
  if (!options.includeDrafts) conditions.push(eq(libraryPrompts.status, "published"));
  if (query.type) conditions.push(eq(libraryPrompts.type, query.type));
  if (query.category) conditions.push(eq(libraryPrompts.category, query.category));
  if (query.tags?.length) conditions.push(arrayContains(libraryPrompts.tags, query.tags));
  if (query.model) conditions.push(arrayContains(libraryPrompts.models, [query.model]));
  if (query.favorites) conditions.push(sql`${libraryFavorites.userId} is not null`);
  // A query of stop words only ("the") has no terms: it narrows nothing rather than hiding everything.
  if (tsQuery) conditions.push(sql`(numnode(${tsQuery}) = 0 or ${libraryPrompts.search} @@ ${tsQuery})`);
  const where = and(...conditions);

  const keys = sortKeysFor(query.sort, tsQuery);
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  // A cursor from another sort order cannot continue this one.
  if (after && after.keys.length !== keys.length) throw AppError.validation("Invalid cursor");

  const favoriteJoin = and(eq(libraryFavorites.promptId, libraryPrompts.id), eq(libraryFavorites.userId, userId));
  const rows = await db
    .select({ ...libraryItemColumns, ...cursorColumns(keys) })
    .from(libraryPrompts)
    .leftJoin(libraryFavorites, favoriteJoin)
    .where(and(where, after ? afterCursor(keys, after.keys) : undefined))
    .orderBy(...orderBy(keys))
    .limit(query.limit + 1);

  const total =
    after?.total ??
    (await db.select({ total: count() }).from(libraryPrompts).leftJoin(libraryFavorites, favoriteJoin).where(where))[0]
      ?.total ??
    0;

  const page = rows.slice(0, query.limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  const nextKeys = last ? keys.map((_, index) => String(last[`k${index}`])) : [];
  return {
    items: page.map(toLibraryItem),
    nextCursor: rows.length > query.limit ? encodeCursor({ keys: nextKeys, total }) : null,
    total,
  };
};
