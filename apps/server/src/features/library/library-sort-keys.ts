import type { LibrarySort } from "@promptloom/contracts/library-search";
import { and, not, sql, type SQL } from "drizzle-orm";

import { libraryPrompts } from "../../db/schema/index.ts";
import type { CursorValueType } from "../../lib/cursor.ts";

/**
 * One column of a sort order: its expression and the SQL type its cursor value is cast back to.
 * `computed` marks a key worked out per row (the rank) rather than read from a column.
 */
export type SortKey = { expression: SQL; type: CursorValueType; computed?: true };

/** A slice of the results with an order of its own; a sort is one tier or several, shown in turn. */
export type Tier = { condition: SQL | undefined; keys: SortKey[] };

const id: SortKey = { expression: sql`${libraryPrompts.id}`, type: "uuid" };
const featured: SortKey = { expression: sql`${libraryPrompts.featured}`, type: "boolean" };
const copies: SortKey = { expression: sql`${libraryPrompts.copyCount}`, type: "integer" };
const created: SortKey = { expression: sql`${libraryPrompts.createdAt}`, type: "timestamptz" };

/**
 * Every tier orders descending on all its keys and ends with the id, so one row comparison
 * `(k1, …, id) < (cursor values)` continues a page exactly where the last one stopped, and each
 * order matches an index. Relevance is two tiers: prompts whose title and tags hold the query,
 * ranked (title over tags, by the weights of the small `search_head` document), then prompts
 * that only mention it in their text, most copied first. Ranking reads only the small document,
 * and the second tier follows an index, so a word found in half the library costs no more
 * than a rare one.
 */
export const tiersFor = (sort: LibrarySort, tsQuery: SQL | null): Tier[] => {
  const matches = tsQuery ? matchesQuery(tsQuery) : undefined;
  if (sort === "copied") return [{ condition: matches, keys: [copies, id] }];
  if (sort === "newest") return [{ condition: matches, keys: [created, id] }];
  if (!tsQuery) return [{ condition: undefined, keys: [featured, copies, id] }];
  // The head is part of the full document, so a head match needs no second test against it.
  const inHead = sql`${libraryPrompts.searchHead} @@ ${tsQuery}`;
  const rank: SortKey = {
    expression: sql`ts_rank_cd(${libraryPrompts.searchHead}, ${tsQuery})`,
    type: "real",
    computed: true,
  };
  return [
    { condition: inHead, keys: [rank, featured, copies, id] },
    { condition: and(matches, not(inHead)), keys: [featured, copies, id] },
  ];
};

/** A query of stop words only ("the") has no terms: it narrows nothing rather than hiding everything. */
export const matchesQuery = (tsQuery: SQL): SQL =>
  sql`(numnode(${tsQuery}) = 0 or ${libraryPrompts.search} @@ ${tsQuery})`;

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
