import { eq } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { resources } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { findResourceRow } from "./find-resource.ts";

/** Removes a resource and, once that is stored, its file. */
export const deleteResource = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor;
  id: string;
}): Promise<void> => {
  const { db, actor, id } = options;
  const row = await findResourceRow({ db, by: { id }, includeDrafts: true });
  await db.transaction(async (tx) => {
    await tx.delete(resources).where(eq(resources.id, id));
    await recordAuditEntry(tx, {
      actor,
      action: "resource.delete",
      target: { type: "resource", id, label: row.title },
      before: { title: row.title, kind: row.kind, fileName: row.fileName },
    });
  });
  if (row.fileKey) await options.storage.delete(row.fileKey);
};
