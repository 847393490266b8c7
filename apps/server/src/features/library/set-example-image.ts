import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import { replaceExampleImage } from "../../lib/images/example-image.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { libraryPromptNotFound } from "./find-library-prompt.ts";

/** Stores a new example image for a prompt (or removes it with `image: null`) and drops the old file. */
export const setExampleImage = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor;
  id: string;
  image: Uint8Array | null;
}): Promise<{ exampleImageUrl: string | null }> => {
  const { db, storage, actor, id, image } = options;
  const [prompt] = await db
    .select({ key: libraryPrompts.exampleImageKey, title: libraryPrompts.title })
    .from(libraryPrompts)
    .where(eq(libraryPrompts.id, id));
  if (!prompt) throw libraryPromptNotFound();

  const exampleImageUrl = await replaceExampleImage({
    storage,
    currentKey: prompt.key,
    image,
    keyPrefix: `library/${id}`,
    saveKey: (key) =>
      db.transaction(async (tx) => {
        await tx
          .update(libraryPrompts)
          .set({ exampleImageKey: key, updatedAt: sql`now()` })
          .where(eq(libraryPrompts.id, id));
        await recordAuditEntry(tx, {
          actor,
          action: key ? "library_prompt.set_example_image" : "library_prompt.remove_example_image",
          target: { type: "library_prompt", id, label: prompt.title },
          before: { exampleImage: prompt.key },
          after: { exampleImage: key },
        });
      }),
  });
  return { exampleImageUrl };
};
