import type { PromptFolder } from "@promptloom/contracts/prompt-folders";
import { asc, count, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { promptFolders, savedPrompts } from "../../db/schema/index.ts";

/** The member's folders by name, each with the number of prompts filed directly in it. */
export const listFolders = async (options: { db: Database; userId: string }): Promise<PromptFolder[]> => {
  const rows = await options.db
    .select({
      id: promptFolders.id,
      name: promptFolders.name,
      parentId: promptFolders.parentId,
      createdAt: promptFolders.createdAt,
      promptCount: count(savedPrompts.id),
    })
    .from(promptFolders)
    .leftJoin(savedPrompts, eq(savedPrompts.folderId, promptFolders.id))
    .where(eq(promptFolders.userId, options.userId))
    .groupBy(promptFolders.id)
    .orderBy(asc(sql`lower(${promptFolders.name})`), asc(promptFolders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
};
