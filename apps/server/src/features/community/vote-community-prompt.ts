import type { VoteResponse } from "@promptloom/contracts/community-prompts";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityPrompts, communityVotes } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/**
 * Adds or takes back the member's one vote on an approved prompt. Repeating either changes
 * nothing; the count moves only when a vote row is really added or removed.
 */
export const voteCommunityPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
  hasVoted: boolean;
}): Promise<VoteResponse> => {
  const { db, userId, id } = options;
  return db.transaction(async (tx) => {
    const [prompt] = await tx
      .select({ authorId: communityPrompts.authorId })
      .from(communityPrompts)
      .where(and(eq(communityPrompts.id, id), eq(communityPrompts.status, "approved")));
    if (!prompt) throw communityPromptNotFound();
    if (prompt.authorId === userId) throw AppError.forbidden("You cannot vote for your own prompt.");

    const changed = options.hasVoted
      ? await tx.insert(communityVotes).values({ promptId: id, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(communityVotes)
          .where(and(eq(communityVotes.promptId, id), eq(communityVotes.userId, userId)))
          .returning();
    const step = changed.length === 0 ? 0 : options.hasVoted ? 1 : -1;
    const [updated] = await tx
      .update(communityPrompts)
      .set({ voteCount: sql`${communityPrompts.voteCount} + ${step}` })
      .where(eq(communityPrompts.id, id))
      .returning({ voteCount: communityPrompts.voteCount });
    return { voteCount: updated?.voteCount ?? 0, hasVoted: options.hasVoted };
  });
};
