import { randomBytes } from "node:crypto";

import { exampleImageLimits } from "@promptloom/contracts/library-search";

import { AppError } from "../../http/app-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { imageExtensions, sniffImageType } from "./sniff-image-type.ts";

export const exampleImageTooLarge = "Images must be at most 5 MB.";

/** Public address of a stored file; the uploads route serves it whichever storage holds it. */
export const uploadsPath = "/api/uploads/";
export const publicUploadUrl = (key: string | null): string | null => (key ? `${uploadsPath}${key}` : null);

/**
 * Checks an admin's example image (size, and type read from its bytes) and stores it under a new
 * random key starting with `keyPrefix`, so a replaced image never lingers in a cache. Answers the key.
 */
const storeExampleImage = async (options: {
  storage: StorageProvider;
  image: Uint8Array;
  keyPrefix: string;
}): Promise<string> => {
  const { storage, image, keyPrefix } = options;
  if (image.byteLength > exampleImageLimits.maxBytes) throw AppError.validation(exampleImageTooLarge);
  const type = sniffImageType(image);
  if (!type) throw AppError.validation("Upload a PNG, JPEG or WebP image.");
  const key = `${keyPrefix}-${randomBytes(6).toString("hex")}.${imageExtensions[type]}`;
  await storage.put(key, image, type);
  return key;
};

/**
 * Swaps the example image of one record: stores the new image (none for `image: null`), lets
 * `saveKey` point the record at it, then drops the file it replaces.
 */
export const replaceExampleImage = async (options: {
  storage: StorageProvider;
  currentKey: string | null;
  image: Uint8Array | null;
  keyPrefix: string;
  saveKey: (key: string | null) => Promise<unknown>;
}): Promise<string | null> => {
  const { storage, currentKey, image, keyPrefix, saveKey } = options;
  const key = image ? await storeExampleImage({ storage, image, keyPrefix }) : null;
  await saveKey(key);
  if (currentKey) await storage.delete(currentKey);
  return publicUploadUrl(key);
};
