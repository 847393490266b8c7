import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { replaceExampleImage } from "../../lib/images/example-image.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { studioOptionNotFound } from "./to-studio-option.ts";

/** Stores a new example image for an option (or removes it with `image: null`) and drops the old file. */
export const setStudioOptionImage = async (options: {
  db: Database;
  storage: StorageProvider;
  id: string;
  image: Uint8Array | null;
}): Promise<{ imageUrl: string | null }> => {
  const { db, storage, id, image } = options;
  const [option] = await db
    .select({ key: studioOptions.exampleImageKey })
    .from(studioOptions)
    .where(eq(studioOptions.id, id));
  if (!option) throw studioOptionNotFound();

  const imageUrl = await replaceExampleImage({
    storage,
    currentKey: option.key,
    image,
    keyPrefix: `studio/${id}`,
    saveKey: (key) =>
      db
        .update(studioOptions)
        .set({ exampleImageKey: key, updatedAt: sql`now()` })
        .where(eq(studioOptions.id, id)),
  });
  return { imageUrl };
};
