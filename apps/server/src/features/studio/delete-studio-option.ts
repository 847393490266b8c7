import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { studioOptionNotFound } from "./to-studio-option.ts";

/**
 * Removes an option and its example image. Presets and history entries that picked it keep
 * working: the generators leave out picks whose option is gone.
 */
export const deleteStudioOption = async (options: { db: Database; storage: StorageProvider; id: string }) => {
  const { db, storage, id } = options;
  const [row] = await db
    .delete(studioOptions)
    .where(eq(studioOptions.id, id))
    .returning({ key: studioOptions.exampleImageKey });
  if (!row) throw studioOptionNotFound();
  if (row.key) await storage.delete(row.key);
};
