import type { reportCommunityPromptSchema } from "@promptloom/contracts/community-prompts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { communityPrompts, communityReports } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/** Flags an approved prompt for the moderators; one report per member and prompt. */
export const reportCommunityPrompt = async (options: {
  db: Database;
  userId: string;
  id: string;
  input: z.output<typeof reportCommunityPromptSchema>;
}): Promise<void> => {
  const { db, userId, id, input } = options;
  const [prompt] = await db
    .select({ id: communityPrompts.id })
    .from(communityPrompts)
    .where(and(eq(communityPrompts.id, id), eq(communityPrompts.status, "approved")));
  if (!prompt) throw communityPromptNotFound();
  const stored = await db
    .insert(communityReports)
    .values({ promptId: id, userId, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (stored.length === 0) throw AppError.conflict("You already reported this prompt. Thank you.");
};
