import { libraryTotalCap, type LibraryList, type libraryQuerySchema } from "@promptloom/contracts/library-search";
import { and, arrayContains, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { cursorValueSchema, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { choosePageIds } from "./choose-page-ids.ts";
import { countAllMatches } from "./count-all-matches.ts";
import { countMatchesUpToCap, toCounted } from "./count-matches.ts";
import { cursorColumns, matchesQuery, orderBy, tiersFor, type Tier } from "./library-sort-keys.ts";
import { libraryListColumns, toLibraryListItem } from "./to-library-item.ts";

/** Where the last page stopped (tier and its key values) and the total, counted once per search. */
const cursorSchema = z.object({
  tier: z.number().int().min(0).max(1),
  keys: z.array(z.string().max(64)).min(2).max(4),
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
});

type SearchOptions = {
  db: Database;
  userId: string;
  query: z.output<typeof libraryQuerySchema>;
  includeDrafts?: boolean;
};

/** Every condition but the text match, which each tier applies in its own way. */
const filtersOf = ({ query, includeDrafts }: SearchOptions): SQL | undefined => {
  const conditions: SQL[] = [];
  if (!includeDrafts) conditions.push(eq(libraryPrompts.status, "published"));
  if (query.type) conditions.push(eq(libraryPrompts.type, query.type));
  if (query.category) conditions.push(eq(libraryPrompts.category, query.category));
  if (query.tags?.length) conditions.push(arrayContains(libraryPrompts.tags, query.tags));
  if (query.model) conditions.push(arrayContains(libraryPrompts.models, [query.model]));
  if (query.favorites) conditions.push(sql`${libraryFavorites.userId} is not null`);
  return and(...conditions);
};

/**
 * Searches the library: full-text (`websearch_to_tsquery`: quotes, `or`, `-word`), filters, three
 * orders and keyset paging that costs the same on page 1 and page 400. The page counts matches up
 * to `libraryTotalCap`; past it, the exact total is counted once and kept for a minute, so members
 * see the library's true size without every page paying for it.
 */
export const searchLibrary = async (options: SearchOptions): Promise<LibraryList> => {
  const { db, userId, query } = options;
  const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const where = filtersOf(options);
  const tiers = tiersFor(query.sort, tsQuery);
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  // A cursor from another sort order cannot continue this one, nor can one whose values are not its keys'.
  const cursorKeys = after ? tiers[after.tier]?.keys : undefined;
  const isCursorOfThisOrder =
    !after ||
    (after.keys.length === cursorKeys?.length &&
      cursorKeys.every((key, index) => cursorValueSchema(key.type).safeParse(after.keys[index]).success));
  if (!isCursorOfThisOrder) throw AppError.validation("Invalid cursor");
  const favoriteJoin = and(eq(libraryFavorites.promptId, libraryPrompts.id), eq(libraryFavorites.userId, userId));

  const readPage = async (tx: Database) => {
    // The first page counts the matches in the same statement that reads its first rows; when no
    // tier has a row, nothing matches.
    let needsCount = !after;
    let matches = 0;
    const count = countMatchesUpToCap(tx, and(where, tsQuery ? matchesQuery(tsQuery) : undefined), favoriteJoin);

    const readTier = async (tier: Tier, tierIndex: number, limit: number) => {
      const cursorValues = after?.tier === tierIndex ? after.keys : undefined;
      const chosen = choosePageIds(tx, {
        where: and(where, tier.condition),
        favoriteJoin,
        tier,
        cursorValues,
        limit,
      }).as("chosen");
      // An uncorrelated subquery in CASE runs only when reached: not when the tier counted past the cap.
      const tierOrAllMatches = sql<number>`case when ${chosen.tierMatches} > ${libraryTotalCap} then ${chosen.tierMatches} else ${count} end`;
      const found = await tx
        .select({
          ...libraryListColumns,
          ...cursorColumns(tier.keys),
          matches: needsCount ? tierOrAllMatches : sql<number>`0`,
        })
        .from(libraryPrompts)
        .innerJoin(chosen, sql`${chosen.id} = ${libraryPrompts.id}`)
        .leftJoin(libraryFavorites, favoriteJoin)
        .orderBy(...orderBy(tier.keys));
      if (needsCount && found[0]) {
        matches = found[0].matches;
        needsCount = false;
      }
      return found.map((row) => ({ row, tierIndex }));
    };

    // One row more than the page shows tells whether another page follows.
    const rows: Awaited<ReturnType<typeof readTier>> = [];
    for (let tierIndex = after?.tier ?? 0; tierIndex < tiers.length && rows.length <= query.limit; tierIndex += 1) {
      const tier = tiers[tierIndex];
      if (tier) rows.push(...(await readTier(tier, tierIndex, query.limit + 1 - rows.length)));
    }
    if (after) return { rows, counted: { total: after.total, totalCapped: after.totalCapped } };
    const upToCap = toCounted(matches);
    if (!upToCap.totalCapped) return { rows, counted: upToCap };
    const key = JSON.stringify({
      q: query.q ?? "",
      type: query.type ?? "",
      category: query.category ?? "",
      tags: query.tags ?? [],
      model: query.model ?? "",
      favoritesOf: query.favorites ? userId : "",
      drafts: Boolean(options.includeDrafts),
    });
    const whereAll = and(where, tsQuery ? matchesQuery(tsQuery) : undefined);
    const total = await countAllMatches({ db: tx, cacheOwner: db, key, where: whereAll, favoriteJoin });
    return { rows, counted: { total, totalCapped: false } };
  };

  // PostgreSQL prices scans without the cost of unpacking each row's search document. Left alone
  // it reads the whole table for a common word, or walks an order index testing every document
  // for a phrase that matches none. Text searches therefore take their rows from the GIN indexes
  // (bitmap scans), which bounds the work by the number of matches.
  const { rows, counted } = tsQuery
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
        );
        return readPage(tx);
      })
    : await readPage(db);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const lastKeys = last
    ? (tiers[last.tierIndex]?.keys ?? []).map((_, index) => String((last.row as Record<string, unknown>)[`k${index}`]))
    : [];
  return {
    items: page.map(({ row }) => toLibraryListItem(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ tier: last.tierIndex, keys: lastKeys, ...counted }) : null,
    ...counted,
  };
};
