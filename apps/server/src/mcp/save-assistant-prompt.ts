import type { McpSavedPrompt, mcpSavePromptInputSchema } from "@promptloom/contracts/mcp";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../db/client.ts";
import { savedPrompts } from "../db/schema/index.ts";
import { createSavedPrompt } from "../features/saved-prompts/create-saved-prompt.ts";
import { ensureFolderPath, parseFolderPath } from "../features/saved-prompts/ensure-folder-path.ts";
import { savedPromptColumns, toSavedPrompt } from "../features/saved-prompts/to-saved-prompt.ts";
import { AppError } from "../http/app-error.ts";
import { creditUsage } from "./credit-copy.ts";

const folderIdFor = async (db: Database, userId: string, path: string | undefined) => {
  if (!path) return null;
  const names = parseFolderPath(path);
  if (typeof names === "string") throw AppError.validation(names);
  return ensureFolderPath(db, userId, names);
};

/**
 * Saves a prompt an assistant wrote to My Prompts, into a folder by path (created when missing).
 * Assistants retry a call whose answer they did not get: the same title and text in the same
 * folder are the same request, answered with the prompt already saved instead of a copy.
 */
export const saveAssistantPrompt = async (options: {
  db: Database;
  userId: string;
  input: z.output<typeof mcpSavePromptInputSchema>;
}): Promise<McpSavedPrompt> => {
  const { db, userId, input } = options;
  const folderId = await folderIdFor(db, userId, input.folder);
  const [existing] = await db
    .select(savedPromptColumns)
    .from(savedPrompts)
    .where(
      and(
        eq(savedPrompts.userId, userId),
        eq(savedPrompts.title, input.title),
        eq(savedPrompts.perfectedText, input.text),
        folderId ? eq(savedPrompts.folderId, folderId) : isNull(savedPrompts.folderId),
      ),
    )
    .limit(1);
  if (existing) return { prompt: toSavedPrompt(existing), alreadySaved: true };

  const prompt = await createSavedPrompt({
    db,
    userId,
    input: {
      title: input.title,
      rawText: input.rawText,
      perfectedText: input.text,
      source: "assistant",
      folderId,
      tags: input.tags,
      originId: null,
    },
  });
  await creditUsage({ db, userId, event: "prompt_saved", promptId: prompt.id });
  return { prompt, alreadySaved: false };
};
