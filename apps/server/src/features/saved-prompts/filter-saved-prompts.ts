import type { savedPromptFiltersSchema } from "@promptloom/contracts/saved-prompts";
import { and, arrayContains, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";

import { savedPrompts } from "../../db/schema/index.ts";
import { prefixQuery } from "./prefix-query.ts";

/** The WHERE clause shared by the list and the export: always the member's own prompts. */
export const filterSavedPrompts = (userId: string, filters: z.output<typeof savedPromptFiltersSchema>): SQL => {
  const conditions: SQL[] = [eq(savedPrompts.userId, userId)];
  if (filters.source) conditions.push(eq(savedPrompts.source, filters.source));
  if (filters.folderId === "none") conditions.push(isNull(savedPrompts.folderId));
  else if (filters.folderId) conditions.push(eq(savedPrompts.folderId, filters.folderId));
  if (filters.tag) conditions.push(arrayContains(savedPrompts.tags, [filters.tag]));
  const query = filters.q ? prefixQuery(filters.q) : null;
  // A query of stop words only ("the") has no terms: it narrows nothing rather than hiding everything.
  if (query) conditions.push(sql`(numnode(${query}) = 0 or ${savedPrompts.search} @@ ${query})`);
  return and(...conditions) ?? sql`true`;
};
