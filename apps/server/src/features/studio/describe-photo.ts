import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { photoUploads, type PhotoUploadRow } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import type { VisionProvider } from "../../providers/vision/vision-provider.ts";
import { findPhoto } from "./find-photo.ts";
import { readPhotoStudioSettings } from "./photo-studio-settings.ts";
import { toVisionJpeg } from "./read-photo.ts";
import { photoNotFound } from "./to-photo-upload.ts";

/**
 * Has the vision model describe one of the member's photos with the admin's instructions, and
 * keeps the description with the upload, so opening it again costs nothing. The model sees the
 * stored photo (metadata already gone), scaled down.
 */
export const describePhoto = async (options: {
  db: Database;
  storage: StorageProvider;
  vision: VisionProvider;
  userId: string;
  id: string;
  signal?: AbortSignal;
}): Promise<PhotoUploadRow> => {
  const { db, storage, vision, userId, id, signal } = options;
  const photo = await findPhoto({ db, userId, id });
  const stored = await storage.get(photo.imageKey);
  if (!stored) throw photoNotFound();
  const { visionInstructions } = await readPhotoStudioSettings(db);
  const description = await vision.describePhoto(
    { image: await toVisionJpeg(stored.body), contentType: "image/jpeg", instructions: visionInstructions },
    { signal },
  );
  const [row] = await db
    .update(photoUploads)
    .set({ description, describedBy: vision.model })
    .where(eq(photoUploads.id, id))
    .returning();
  if (!row) throw photoNotFound();
  return row;
};
