import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import { replaceExampleImage } from "../../lib/images/example-image.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { libraryPromptNotFound } from "./find-library-prompt.ts";

/** Stores a new example image for a prompt (or removes it with `image: null`) and drops the old file. */
export const setExampleImage = async (options: {
  db: Database;
  storage: StorageProvider;
  id: string;
  image: Uint8Array | null;
}): Promise<{ exampleImageUrl: string | null }> => {
  const { db, storage, id, image } = options;
  const [prompt] = await db
    .select({ key: libraryPrompts.exampleImageKey })
    .from(libraryPrompts)
    .where(eq(libraryPrompts.id, id));
  if (!prompt) throw libraryPromptNotFound();

  const exampleImageUrl = await replaceExampleImage({
    storage,
    currentKey: prompt.key,
    image,
    keyPrefix: `library/${id}`,
    saveKey: (key) =>
      db
        .update(libraryPrompts)
        .set({ exampleImageKey: key, updatedAt: sql`now()` })
        .where(eq(libraryPrompts.id, id)),
  });
  return { exampleImageUrl };
};
