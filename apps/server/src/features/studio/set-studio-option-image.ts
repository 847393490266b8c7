import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { replaceExampleImage } from "../../lib/images/example-image.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { optionTarget } from "./audit-studio-option.ts";
import { studioOptionNotFound } from "./to-studio-option.ts";

/** Stores a new example image for an option (or removes it with `image: null`) and drops the old file. */
export const setStudioOptionImage = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor;
  id: string;
  image: Uint8Array | null;
}): Promise<{ imageUrl: string | null }> => {
  const { db, storage, actor, id, image } = options;
  const [option] = await db.select().from(studioOptions).where(eq(studioOptions.id, id));
  if (!option) throw studioOptionNotFound();

  const imageUrl = await replaceExampleImage({
    storage,
    currentKey: option.exampleImageKey,
    image,
    keyPrefix: `studio/${id}`,
    saveKey: (key) =>
      db.transaction(async (tx) => {
        await tx
          .update(studioOptions)
          .set({ exampleImageKey: key, updatedAt: sql`now()` })
          .where(eq(studioOptions.id, id));
        await recordAuditEntry(tx, {
          actor,
          action: key ? "studio_option.set_image" : "studio_option.remove_image",
          target: optionTarget(option),
          before: { image: option.exampleImageKey },
          after: { image: key },
        });
      }),
  });
  return { imageUrl };
};
