import type { CommunityPrompt, listCommunityPromptsQuerySchema } from "@promptloom/contracts/community-prompts";
import type { ListResponse } from "@promptloom/contracts/list";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { communityPrompts, user } from "../../db/schema/index.ts";
import { cursorValueSchema, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { authorJoin, communityColumns, toCommunityPrompt } from "./community-columns.ts";

/**
 * Approved prompts (or the member's own, with `scope=mine`), searched and filtered, most voted
 * or newest first, with keyset paging.
 */
export const listCommunityPrompts = async (options: {
  db: Database;
  viewerId: string;
  query: z.output<typeof listCommunityPromptsQuerySchema>;
}): Promise<ListResponse<CommunityPrompt>> => {
  const { db, viewerId, query } = options;
  const conditions: SQL[] = [
    query.scope === "mine" ? eq(communityPrompts.authorId, viewerId) : eq(communityPrompts.status, "approved"),
  ];
  if (query.category) conditions.push(eq(communityPrompts.category, query.category));
  if (query.q) {
    const tsQuery = sql`websearch_to_tsquery('english', ${query.q})`;
    conditions.push(sql`(numnode(${tsQuery}) = 0 or ${communityPrompts.search} @@ ${tsQuery})`);
  }
  const where = and(...conditions);

  const first =
    query.sort === "top"
      ? { expression: sql`${communityPrompts.voteCount}`, type: "integer" as const }
      : { expression: sql`${communityPrompts.createdAt}`, type: "timestamptz" as const };
  const cursorSchema = z.object({ first: cursorValueSchema(first.type), id: z.uuid() });
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  const position = after
    ? sql`(${first.expression}, ${communityPrompts.id}) < (${after.first}::${sql.raw(first.type)}, ${after.id}::uuid)`
    : undefined;

  const rows = await db
    .select({ ...communityColumns(viewerId), first: sql<string>`(${first.expression})::text` })
    .from(communityPrompts)
    .innerJoin(user, authorJoin)
    .where(and(where, position))
    .orderBy(sql`${first.expression} desc`, sql`${communityPrompts.id} desc`)
    .limit(query.limit + 1);
  const [totals] = await db.select({ total: count() }).from(communityPrompts).where(where);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toCommunityPrompt(row, viewerId)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ first: last.first, id: last.id }) : null,
    total: totals?.total ?? 0,
  };
};
