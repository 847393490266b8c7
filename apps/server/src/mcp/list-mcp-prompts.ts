import type { Prompt } from "@modelcontextprotocol/sdk/types.js";
import { MCP_PROMPTS_PAGE_SIZE } from "@promptloom/contracts/mcp";
import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../db/client.ts";
import { libraryPrompts } from "../db/schema/index.ts";
import { listSavedPrompts } from "../features/saved-prompts/list-saved-prompts.ts";
import { decodeCursor, encodeCursor } from "../lib/cursor.ts";
import { listFoldersWithPaths } from "./folder-paths.ts";
import { libraryPromptName, savedPromptName } from "./mcp-prompt-names.ts";
import { toPromptArguments } from "./prompt-variables.ts";

/** Where a page starts: in the member's prompts (newest first), then in the library (by slug). */
const positionSchema = z.discriminatedUnion("in", [
  z.object({ in: z.literal("saved"), after: z.string().max(300).nullable() }),
  z.object({ in: z.literal("library"), after: z.string().max(200).nullable() }),
]);
type Position = z.infer<typeof positionSchema>;

const listSaved = async (db: Database, userId: string, after: string | null, limit: number) => {
  const page = await listSavedPrompts({ db, userId, query: { limit, ...(after ? { cursor: after } : {}) } });
  const folders = new Map((await listFoldersWithPaths({ db, userId })).map((folder) => [folder.id, folder.path]));
  const prompts: Prompt[] = page.items.map((prompt) => {
    const folder = prompt.folderId ? folders.get(prompt.folderId) : undefined;
    const filing = [folder ? `in ${folder}` : "unfiled", ...prompt.tags.map((tag) => `#${tag}`)].join(" · ");
    return {
      name: savedPromptName(prompt),
      title: prompt.title,
      description: `My prompt, ${filing}`,
      arguments: toPromptArguments(prompt.perfectedText),
    };
  });
  const next: Position | null = page.nextCursor
    ? { in: "saved", after: page.nextCursor }
    : { in: "library", after: null };
  return { prompts, next };
};

const listLibrary = async (db: Database, after: string | null, limit: number) => {
  const rows = await db
    .select({
      slug: libraryPrompts.slug,
      title: libraryPrompts.title,
      description: libraryPrompts.description,
      body: libraryPrompts.body,
    })
    .from(libraryPrompts)
    .where(and(eq(libraryPrompts.status, "published"), after ? gt(libraryPrompts.slug, after) : undefined))
    .orderBy(asc(libraryPrompts.slug))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const prompts: Prompt[] = page.map((row) => ({
    name: libraryPromptName(row.slug),
    title: row.title,
    description: `From the library: ${row.description}`,
    arguments: toPromptArguments(row.body),
  }));
  const last = page.at(-1);
  const next: Position | null = rows.length > limit && last ? { in: "library", after: last.slug } : null;
  return { prompts, next };
};

/**
 * One page of `prompts/list`: the member's saved prompts, then the published library, each with
 * its `{{variables}}` as arguments. The cursor is opaque to the client; a malformed one is refused.
 */
export const listMcpPrompts = async (options: {
  db: Database;
  userId: string;
  cursor?: string;
  pageSize?: number;
}): Promise<{ prompts: Prompt[]; nextCursor?: string }> => {
  const { db, userId, pageSize = MCP_PROMPTS_PAGE_SIZE } = options;
  const position = options.cursor ? decodeCursor(options.cursor, positionSchema) : { in: "saved", after: null };
  let page =
    position.in === "saved"
      ? await listSaved(db, userId, position.after, pageSize)
      : await listLibrary(db, position.after, pageSize);
  // The member's last page is topped up from the library, so no page comes back short of both.
  if (page.next?.in === "library" && page.next.after === null && page.prompts.length < pageSize) {
    const library = await listLibrary(db, null, pageSize - page.prompts.length);
    page = { prompts: [...page.prompts, ...library.prompts], next: library.next };
  }
  return { prompts: page.prompts, ...(page.next && { nextCursor: encodeCursor(page.next) }) };
};
