import type { ModerationItem, moderationQueueQuerySchema } from "@promptloom/contracts/community-prompts";
import type { ListResponse } from "@promptloom/contracts/list";
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { communityPrompts, communityReports, profiles, user } from "../../db/schema/index.ts";
import { cursorValueSchema, decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { authorJoin, communityColumns, toCommunityPrompt } from "./community-columns.ts";

const cursorSchema = z.object({ createdAt: cursorValueSchema("timestamptz"), id: z.uuid() });

const openReports = sql<number>`(select count(*)::int from ${communityReports} where ${communityReports.promptId} = ${communityPrompts.id} and ${communityReports.resolvedAt} is null)`;

/** The moderation queue: prompts in one status, oldest first, or those with open reports. */
export const listModerationQueue = async (options: {
  db: Database;
  moderatorId: string;
  query: z.output<typeof moderationQueueQuerySchema>;
}): Promise<ListResponse<ModerationItem>> => {
  const { db, moderatorId, query } = options;
  const where = query.status === "reported" ? sql`${openReports} > 0` : eq(communityPrompts.status, query.status);
  const after = query.cursor ? decodeCursor(query.cursor, cursorSchema) : null;
  const position = after
    ? sql`(${communityPrompts.createdAt}, ${communityPrompts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;

  const rows = await db
    .select({
      ...communityColumns(moderatorId),
      authorEmail: user.email,
      isAuthorBanned: sql<boolean>`${profiles.communityBannedAt} is not null`,
      reviewedAt: communityPrompts.reviewedAt,
      openReports,
      createdAtText: sql<string>`${communityPrompts.createdAt}::text`,
    })
    .from(communityPrompts)
    .innerJoin(user, authorJoin)
    .innerJoin(profiles, eq(profiles.id, communityPrompts.authorId))
    .where(and(where, position))
    .orderBy(communityPrompts.createdAt, communityPrompts.id)
    .limit(query.limit + 1);
  const [totals] = await db.select({ total: count() }).from(communityPrompts).where(where);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...toCommunityPrompt(row, moderatorId),
      // Moderators see the whole record: the reason given to the author and who wrote it.
      rejectionReason: row.rejectionReason,
      authorName: row.authorFullName,
      authorId: row.authorId,
      authorEmail: row.authorEmail,
      isAuthorBanned: row.isAuthorBanned,
      openReports: row.openReports,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null,
    total: totals?.total ?? 0,
  };
};
