import { randomBytes } from "node:crypto";

import { exampleImageLimits } from "@promptloom/contracts/library-search";
import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { libraryPromptNotFound } from "./find-library-prompt.ts";
import { uploadsPath } from "./to-library-item.ts";

/** The file's real type from its first bytes; the declared Content-Type is only a claim. */
const sniffImageType = (bytes: Uint8Array): string | null => {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  const isRiff = starts(0x52, 0x49, 0x46, 0x46);
  const isWebp = [0x57, 0x45, 0x42, 0x50].every((byte, index) => bytes[8 + index] === byte);
  return isRiff && isWebp ? "image/webp" : null;
};

export const exampleImageTooLarge = "Images must be at most 5 MB.";

const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

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

  let key: string | null = null;
  if (image) {
    if (image.byteLength > exampleImageLimits.maxBytes) throw AppError.validation(exampleImageTooLarge);
    const type = sniffImageType(image);
    if (!type) throw AppError.validation("Upload a PNG, JPEG or WebP image.");
    key = `library/${id}-${randomBytes(6).toString("hex")}.${extensions[type] ?? "img"}`;
    await storage.put(key, image, type);
  }
  await db
    .update(libraryPrompts)
    .set({ exampleImageKey: key, updatedAt: sql`now()` })
    .where(eq(libraryPrompts.id, id));
  if (prompt.key) await storage.delete(prompt.key);
  return { exampleImageUrl: key ? `${uploadsPath}${key}` : null };
};
