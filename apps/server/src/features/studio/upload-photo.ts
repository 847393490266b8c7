import { photoStudioMessages, type PhotoStudioSettings } from "@promptloom/contracts/studio/photo-studio";

import type { Database } from "../../db/client.ts";
import { photoUploads, type PhotoUploadRow } from "../../db/schema/index.ts";
import { newTimeOrderedId } from "../../db/schema/time-ordered-id.ts";
import { AppError } from "../../http/app-error.ts";
import { photoKeys } from "../../lib/images/photo-keys.ts";
import { imageExtensions, sniffImageType } from "../../lib/images/sniff-image-type.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { measurePhoto } from "./measure-photo.ts";
import { MAX_PIXELS, OversizedPhotoError, readPhoto, UnreadablePhotoError } from "./read-photo.ts";

/** The name a member gave the file, for the uploads list only: no path, no control characters. */
const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "photo";

/**
 * Checks a member's photo (size, and type read from its bytes against the admin's allowed types),
 * stores it re-encoded without its metadata, with a thumbnail, and records what it measures.
 * Stored files are removed again if the record cannot be written.
 */
export const uploadPhoto = async (options: {
  db: Database;
  storage: StorageProvider;
  userId: string;
  settings: PhotoStudioSettings;
  file: File;
}): Promise<PhotoUploadRow> => {
  const { db, storage, userId, settings, file } = options;
  if (file.size === 0) throw AppError.validation(photoStudioMessages.noFile);
  if (file.size > settings.maxBytes) {
    throw new AppError("payload_too_large", 413, photoStudioMessages.tooLarge(settings.maxBytes));
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !settings.allowedTypes.includes(type)) {
    throw new AppError("unsupported_media_type", 415, photoStudioMessages.wrongType(settings.allowedTypes));
  }
  const photo = await readPhoto(bytes, type).catch((error: unknown) => {
    if (error instanceof OversizedPhotoError) {
      throw new AppError("payload_too_large", 413, photoStudioMessages.tooManyPixels(MAX_PIXELS));
    }
    throw error instanceof UnreadablePhotoError ? AppError.validation(photoStudioMessages.unreadable) : error;
  });

  const id = newTimeOrderedId();
  const { imageKey, thumbnailKey } = photoKeys(id, imageExtensions[type]);
  const removeFiles = () => Promise.all([storage.delete(imageKey), storage.delete(thumbnailKey)]);
  try {
    await storage.put(imageKey, photo.image, type);
    await storage.put(thumbnailKey, photo.thumbnail, "image/webp");
    const [row] = await db
      .insert(photoUploads)
      .values({
        id,
        userId,
        fileName: cleanFileName(file.name),
        contentType: type,
        byteSize: photo.image.byteLength,
        width: photo.width,
        height: photo.height,
        imageKey,
        thumbnailKey,
        measurements: measurePhoto({ width: photo.width, height: photo.height, pixels: photo.sample }),
      })
      .returning();
    if (!row) throw new Error("The photo was not recorded");
    return row;
  } catch (error) {
    await removeFiles();
    throw error;
  }
};
