import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryFavorites } from "../../db/schema/index.ts";
import { findLibraryPrompt } from "./find-library-prompt.ts";

/** Marks or unmarks a published prompt as one of the member's favourites; repeating either is harmless. */
export const setLibraryFavorite = async (options: {
  db: Database;
  userId: string;
  id: string;
  isFavorite: boolean;
}): Promise<void> => {
  const { db, userId, id } = options;
  const prompt = await findLibraryPrompt({ db, userId, idOrSlug: id });
  if (options.isFavorite) {
    await db.insert(libraryFavorites).values({ userId, promptId: prompt.id }).onConflictDoNothing();
  } else {
    await db
      .delete(libraryFavorites)
      .where(and(eq(libraryFavorites.userId, userId), eq(libraryFavorites.promptId, prompt.id)));
  }
};
