import { libraryTotalCap } from "@promptloom/contracts/library-search";
import { sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";

/**
 * The number of matching prompts as a scalar subquery, counted up to one past the cap so the
 * answer can say "more than the cap" without reading every match.
 */
export const countMatchesUpToCap = (
  db: Database,
  where: SQL | undefined,
  favoriteJoin: SQL | undefined,
): SQL<number> => {
  const matches = db
    .select({ one: sql`1` })
    .from(libraryPrompts)
    .leftJoin(libraryFavorites, favoriteJoin)
    .where(where)
    .limit(libraryTotalCap + 1);
  return sql<number>`(select count(*)::int from (${matches}) as matches)`;
};

export const toCounted = (matches: number) => ({
  total: Math.min(matches, libraryTotalCap),
  totalCapped: matches > libraryTotalCap,
});
