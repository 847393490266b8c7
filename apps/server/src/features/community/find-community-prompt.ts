import type { CommunityPrompt } from "@promptloom/contracts/community-prompts";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityPrompts, user } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { authorJoin, communityColumns, toCommunityPrompt, visibleTo } from "./community-columns.ts";

export const communityPromptNotFound = () => AppError.notFound("Prompt not found");

/** A prompt the member may see: approved, or their own in any status. */
export const findCommunityPrompt = async (options: {
  db: Database;
  viewerId: string;
  id: string;
}): Promise<CommunityPrompt> => {
  const { db, viewerId, id } = options;
  const [row] = await db
    .select(communityColumns(viewerId))
    .from(communityPrompts)
    .innerJoin(user, authorJoin)
    .where(and(eq(communityPrompts.id, id), visibleTo(viewerId)));
  if (!row) throw communityPromptNotFound();
  return toCommunityPrompt(row, viewerId);
};
