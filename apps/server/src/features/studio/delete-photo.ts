import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { photoUploads } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { photoNotFound } from "./to-photo-upload.ts";

/** Deletes one of the member's uploads, then its photo and thumbnail from storage. */
export const deletePhoto = async (options: { db: Database; storage: StorageProvider; userId: string; id: string }) => {
  const { db, storage, userId, id } = options;
  const [row] = await db
    .delete(photoUploads)
    .where(and(eq(photoUploads.id, id), eq(photoUploads.userId, userId)))
    .returning({ imageKey: photoUploads.imageKey, thumbnailKey: photoUploads.thumbnailKey });
  if (!row) throw photoNotFound();
  await Promise.all([storage.delete(row.imageKey), storage.delete(row.thumbnailKey)]);
};
