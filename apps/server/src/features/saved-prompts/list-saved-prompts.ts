import { timestampSchema } from "@promptloom/contracts/dates";
import type { ListResponse } from "@promptloom/contracts/list";
import type { listSavedPromptsQuerySchema, SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { decodeCursor, encodeCursor } from "../../lib/cursor.ts";
import { filterSavedPrompts } from "./filter-saved-prompts.ts";
import { savedPromptColumns, toSavedPrompt } from "./to-saved-prompt.ts";

const keysetSchema = z.object({ createdAt: timestampSchema, id: z.uuid() });

/** A member's own saved prompts, newest first, filtered and searched, one page at a time. */
export const listSavedPrompts = async (options: {
  db: Database;
  userId: string;
  query: z.output<typeof listSavedPromptsQuerySchema>;
}): Promise<ListResponse<SavedPrompt>> => {
  const { db, userId, query } = options;
  const filters = filterSavedPrompts(userId, query);

  const after = query.cursor ? decodeCursor(query.cursor, keysetSchema) : null;
  const keyset = after
    ? or(
        lt(savedPrompts.createdAt, new Date(after.createdAt)),
        and(eq(savedPrompts.createdAt, new Date(after.createdAt)), lt(savedPrompts.id, after.id)),
      )
    : undefined;

  const rows = await db
    .select(savedPromptColumns)
    .from(savedPrompts)
    .where(and(filters, keyset))
    .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id))
    .limit(query.limit + 1);
  const [totals] = await db.select({ total: count() }).from(savedPrompts).where(filters);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSavedPrompt),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
    total: totals?.total ?? 0,
  };
};
