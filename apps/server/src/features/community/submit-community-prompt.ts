import {
  communityLimits,
  communityMessages,
  type CommunityPrompt,
  type submitCommunityPromptSchema,
} from "@promptloom/contracts/community-prompts";
import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { communityPrompts, libraryCategories, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { findCommunityPrompt } from "./find-community-prompt.ts";

const submissionLimit = { scope: "community-submit", limit: communityLimits.submissionsPerDay, windowMs: 86_400_000 };

/** Stores a member's prompt for review; it is visible to others only once an admin approves it. */
export const submitCommunityPrompt = async (options: {
  db: Database;
  authorId: string;
  input: z.output<typeof submitCommunityPromptSchema>;
}): Promise<CommunityPrompt> => {
  const { db, authorId, input } = options;
  const [author] = await db
    .select({ bannedAt: profiles.communityBannedAt, reason: profiles.communityBanReason })
    .from(profiles)
    .where(eq(profiles.id, authorId));
  if (author?.bannedAt) throw AppError.forbidden(communityMessages.banned(author.reason));
  const [category] = await db
    .select({ slug: libraryCategories.slug })
    .from(libraryCategories)
    .where(eq(libraryCategories.slug, input.category));
  if (!category) throw AppError.validation("Pick a category");

  await enforceRateLimit(
    db,
    submissionLimit,
    authorId,
    `You can share up to ${communityLimits.submissionsPerDay} prompts a day. Please try again tomorrow.`,
  );
  const [row] = await db
    .insert(communityPrompts)
    .values({ ...input, authorId })
    .returning({ id: communityPrompts.id });
  if (!row) throw new Error("The community prompt was not stored");
  return findCommunityPrompt({ db, viewerId: authorId, id: row.id });
};
