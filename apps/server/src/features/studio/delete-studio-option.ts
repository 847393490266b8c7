import { eq } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { auditedOptionFields, optionTarget } from "./audit-studio-option.ts";
import { studioOptionNotFound } from "./to-studio-option.ts";

/**
 * Removes an option, then its example image. Presets and history entries that picked it keep
 * working: the generators leave out picks whose option is gone.
 */
export const deleteStudioOption = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor;
  id: string;
}) => {
  const { db, storage, actor, id } = options;
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(studioOptions).where(eq(studioOptions.id, id)).returning();
    if (!deleted) throw studioOptionNotFound();
    await recordAuditEntry(tx, {
      actor,
      action: "studio_option.delete",
      target: optionTarget(deleted),
      before: { slug: deleted.slug, ...auditedOptionFields(deleted) },
    });
    return deleted;
  });
  if (row.exampleImageKey) await storage.delete(row.exampleImageKey);
};
