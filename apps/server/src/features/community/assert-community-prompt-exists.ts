import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { communityPrompts } from "../../db/schema/index.ts";
import { communityPromptNotFound } from "./find-community-prompt.ts";

/** For moderation on a prompt id: an id that names no prompt is a 404, not an empty success. */
export const assertCommunityPromptExists = async (db: Database, id: string): Promise<void> => {
  const [row] = await db.select({ id: communityPrompts.id }).from(communityPrompts).where(eq(communityPrompts.id, id));
  if (!row) throw communityPromptNotFound();
};
