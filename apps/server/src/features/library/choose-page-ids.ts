import { and, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";
import { afterCursor, orderBy, type Tier } from "./library-sort-keys.ts";

type Choice = {
  /** Every condition of the tier: filters and its own text condition. */
  where: SQL | undefined;
  favoriteJoin: SQL | undefined;
  tier: Tier;
  /** The key values of the last row shown, when this page continues the tier. */
  cursorValues: string[] | undefined;
  limit: number;
};

/**
 * The ids of the next `limit` rows of one tier in its order, settled on narrow rows (the id and
 * the sort keys) so that only the page's rows are read whole.
 *
 * A tier ordered by a computed key (the rank) reads every match to order them, so on a first
 * page it also counts them on the way (`tierMatches`): when they alone pass the cap, the total
 * needs no second pass over the full-text index. Other tiers follow an index and stop at the
 * page; their `tierMatches` is null.
 */
export const choosePageIds = (db: Database, choice: Choice) => {
  const { where, favoriteJoin, tier, cursorValues, limit } = choice;
  const isRanked = tier.keys.some((key) => key.computed);
  if (isRanked && cursorValues) return idsAfterComputedKeys(db, { ...choice, cursorValues });
  return db
    .select({
      id: sql<string>`${libraryPrompts.id}`.as("chosen_id"),
      tierMatches: (isRanked ? sql<number>`count(*) over ()` : sql<number | null>`null::int`).as("tier_matches"),
    })
    .from(libraryPrompts)
    .leftJoin(libraryFavorites, favoriteJoin)
    .where(and(where, cursorValues && afterCursor(tier.keys, cursorValues)))
    .orderBy(...orderBy(tier.keys))
    .limit(limit);
};

/**
 * Written in both the cursor's comparison and the order, the rank would be computed twice for
 * every match; in a derived table PostgreSQL cannot merge into the outer query (`offset 0`), each
 * key is computed once per row.
 */
const idsAfterComputedKeys = (db: Database, choice: Choice & { cursorValues: string[] }) => {
  const { where, favoriteJoin, tier, cursorValues, limit } = choice;
  const keyed = db
    .select({
      id: libraryPrompts.id,
      ...Object.fromEntries(tier.keys.map((key, index) => [`r${index}`, key.expression.as(`r${index}`)])),
    })
    .from(libraryPrompts)
    .leftJoin(libraryFavorites, favoriteJoin)
    .where(where);
  const keyedColumns = tier.keys.map((key, index) => ({ ...key, expression: sql.raw(`keyed.r${index}`) }));
  return db
    .select({
      id: sql<string>`keyed.id`.as("chosen_id"),
      tierMatches: sql<number | null>`null::int`.as("tier_matches"),
    })
    .from(sql`(${keyed} offset 0) as keyed`)
    .where(afterCursor(keyedColumns, cursorValues))
    .orderBy(...orderBy(keyedColumns))
    .limit(limit);
};
