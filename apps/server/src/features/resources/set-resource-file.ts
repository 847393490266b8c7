import { randomBytes } from "node:crypto";

import type { Resource } from "@promptloom/contracts/resources";
import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { resources } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { checkResourceFile } from "./check-resource-file.ts";
import { findResourceRow } from "./find-resource.ts";
import { resourceColumns, toResource } from "./to-resource.ts";

/**
 * Attaches a file to a resource (or removes it with `file: null`). The new file is stored before
 * the row points at it, and the old one is deleted only after, so a failure loses nothing.
 */
export const setResourceFile = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor | null;
  id: string;
  file: { name: string; bytes: Uint8Array } | null;
}): Promise<Resource> => {
  const { db, storage, actor, id, file } = options;
  const before = await findResourceRow({ db, by: { id }, includeDrafts: true });
  let stored: { key: string; name: string; contentType: string; size: number } | null = null;
  if (file) {
    const checked = checkResourceFile(file.name, file.bytes);
    const key = `resources/${id}-${randomBytes(6).toString("hex")}`;
    await storage.put(key, file.bytes, checked.contentType);
    stored = { key, ...checked, size: file.bytes.byteLength };
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(resources)
      .set({
        fileKey: stored?.key ?? null,
        fileName: stored?.name ?? null,
        fileType: stored?.contentType ?? null,
        fileSize: stored?.size ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(resources.id, id))
      .returning(resourceColumns);
    if (!updated) throw new Error("The resource was not updated");
    if (actor) {
      await recordAuditEntry(tx, {
        actor,
        action: stored ? "resource.attach_file" : "resource.remove_file",
        target: { type: "resource", id, label: updated.title },
        before: { fileName: before.fileName },
        after: { fileName: stored?.name ?? null, size: stored?.size ?? null },
      });
    }
    return updated;
  });
  if (before.fileKey) await storage.delete(before.fileKey);
  return toResource(row);
};
