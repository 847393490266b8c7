import type { LibraryItem } from "@promptloom/contracts/library-search";
import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { libraryFavorites, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { libraryItemColumns, toLibraryItem } from "./to-library-item.ts";

export const libraryPromptNotFound = () => AppError.notFound("Prompt not found");

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** One prompt by id or slug; drafts exist for admins only. */
export const findLibraryPrompt = async (options: {
  db: Database;
  userId: string;
  idOrSlug: string;
  includeDrafts?: boolean;
}): Promise<LibraryItem> => {
  const { db, userId, idOrSlug } = options;
  const conditions: SQL[] = [
    isUuid(idOrSlug) ? eq(libraryPrompts.id, idOrSlug) : eq(libraryPrompts.slug, idOrSlug.toLowerCase()),
  ];
  if (!options.includeDrafts) conditions.push(eq(libraryPrompts.status, "published"));
  const [row] = await db
    .select(libraryItemColumns)
    .from(libraryPrompts)
    .leftJoin(
      libraryFavorites,
      and(eq(libraryFavorites.promptId, libraryPrompts.id), eq(libraryFavorites.userId, userId)),
    )
    .where(and(...conditions));
  if (!row) throw libraryPromptNotFound();
  return toLibraryItem(row);
};
