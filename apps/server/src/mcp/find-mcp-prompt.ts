import { mcpMessages } from "@promptloom/contracts/mcp";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../db/client.ts";
import { savedPrompts } from "../db/schema/index.ts";
import { findLibraryPrompt } from "../features/library/find-library-prompt.ts";
import { AppError } from "../http/app-error.ts";
import { idSuffixOf, parsePromptName, savedPromptName } from "./mcp-prompt-names.ts";

/** A prompt an assistant can use: the member's own, or a published library prompt. */
export type McpPromptSource = {
  id: string;
  origin: "saved" | "library";
  title: string;
  description: string;
  body: string;
};

const notFound = () => AppError.notFound(mcpMessages.promptNotFound);

const findSaved = async (db: Database, userId: string, where: ReturnType<typeof eq>) => {
  const rows = await db
    .select({ id: savedPrompts.id, title: savedPrompts.title, body: savedPrompts.perfectedText })
    .from(savedPrompts)
    .where(and(eq(savedPrompts.userId, userId), where));
  return rows.map((row) => ({ ...row, origin: "saved" as const, description: "My prompt" }));
};

const findLibrary = async (db: Database, userId: string, idOrSlug: string): Promise<McpPromptSource> => {
  const item = await findLibraryPrompt({ db, userId, idOrSlug });
  return { id: item.id, origin: "library", title: item.title, description: item.description, body: item.body };
};

/** The prompt behind a `prompts/list` name; someone else's prompt is as good as missing. */
export const findPromptByName = async (options: {
  db: Database;
  userId: string;
  name: string;
}): Promise<McpPromptSource> => {
  const { db, userId, name } = options;
  const parsed = parsePromptName(name);
  if (!parsed) throw notFound();
  if (parsed.origin === "library") return findLibrary(db, userId, parsed.slug);
  const candidates = await findSaved(db, userId, eq(sql`right(${savedPrompts.id}::text, 8)`, parsed.idSuffix));
  const match = candidates.find((candidate) => savedPromptName(candidate) === name) ?? candidates[0];
  if (!match || idSuffixOf(match.id) !== parsed.idSuffix) throw notFound();
  return match;
};

/** A saved prompt of the member's by id, else a library prompt by id or slug. */
export const findPromptById = async (options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<McpPromptSource> => {
  const { db, userId, id } = options;
  if (z.uuid().safeParse(id).success) {
    const [saved] = await findSaved(db, userId, eq(savedPrompts.id, id));
    if (saved) return saved;
  }
  return findLibrary(db, userId, id);
};
