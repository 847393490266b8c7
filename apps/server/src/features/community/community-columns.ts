import type { CommunityPrompt } from "@promptloom/contracts/community-prompts";
import { eq, sql, type SQL } from "drizzle-orm";

import {
  communityPrompts,
  communityReports,
  communityVotes,
  user,
  type CommunityPromptRow,
} from "../../db/schema/index.ts";

/** The columns of a community prompt as one member sees it: their vote, their report, their own. */
export const communityColumns = (viewerId: string) => ({
  id: communityPrompts.id,
  title: communityPrompts.title,
  body: communityPrompts.body,
  category: communityPrompts.category,
  tags: communityPrompts.tags,
  status: communityPrompts.status,
  rejectionReason: communityPrompts.rejectionReason,
  authorId: communityPrompts.authorId,
  authorFullName: user.name,
  voteCount: communityPrompts.voteCount,
  copyCount: communityPrompts.copyCount,
  saveCount: communityPrompts.saveCount,
  createdAt: communityPrompts.createdAt,
  hasVoted: sql<boolean>`exists (select 1 from ${communityVotes} where ${communityVotes.promptId} = ${communityPrompts.id} and ${communityVotes.userId} = ${viewerId})`,
  hasReported: sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.promptId} = ${communityPrompts.id} and ${communityReports.userId} = ${viewerId})`,
});

export const authorJoin: SQL = eq(user.id, communityPrompts.authorId);

type CommunityRow = Pick<
  CommunityPromptRow,
  "id" | "title" | "body" | "category" | "tags" | "status" | "rejectionReason" | "authorId" | "voteCount"
> &
  Pick<CommunityPromptRow, "copyCount" | "saveCount" | "createdAt"> & {
    authorFullName: string;
    hasVoted: boolean;
    hasReported: boolean;
  };

/** Members see the author's first name only. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || "A member";

export const toCommunityPrompt = (row: CommunityRow, viewerId: string): CommunityPrompt => ({
  id: row.id,
  title: row.title,
  body: row.body,
  category: row.category,
  tags: row.tags,
  status: row.status,
  rejectionReason: row.authorId === viewerId ? row.rejectionReason : null,
  authorName: firstNameOf(row.authorFullName),
  isOwn: row.authorId === viewerId,
  voteCount: row.voteCount,
  hasVoted: row.hasVoted,
  hasReported: row.hasReported,
  copyCount: row.copyCount,
  saveCount: row.saveCount,
  createdAt: row.createdAt.toISOString(),
});

/** Approved prompts are everyone's; any other status only its author's (and moderators'). */
export const visibleTo = (viewerId: string): SQL =>
  sql`(${communityPrompts.status} = 'approved' or ${communityPrompts.authorId} = ${viewerId})`;
