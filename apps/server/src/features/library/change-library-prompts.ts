import type { LibraryBulkAction } from "@promptloom/contracts/library-admin";
import type { LibraryPromptStatus } from "@promptloom/contracts/library-search";
import { eq, inArray, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { libraryPrompts } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { libraryPromptNotFound } from "./find-library-prompt.ts";

const changes: Record<Exclude<LibraryBulkAction, "delete">, { status?: LibraryPromptStatus; featured?: boolean }> = {
  publish: { status: "published" },
  unpublish: { status: "draft" },
  feature: { featured: true },
  unfeature: { featured: false },
};

/**
 * Publishes, unpublishes, features, unfeatures or deletes prompts (one or many), each changed
 * prompt with its own audit entry, all in one transaction. Prompts already in the asked state
 * are left alone; a deleted prompt's example image is removed from storage afterwards.
 * Answers how many prompts changed.
 */
export const changeLibraryPrompts = async (options: {
  db: Database;
  storage: StorageProvider;
  actor: AuditActor;
  ids: string[];
  action: LibraryBulkAction;
}): Promise<number> => {
  const { db, storage, actor, ids, action } = options;
  const { changed, imageKeys } = await db.transaction(async (tx) => {
    const prompts = await tx.select().from(libraryPrompts).where(inArray(libraryPrompts.id, ids)).for("update");
    if (prompts.length === 0) throw libraryPromptNotFound();
    const affected =
      action === "delete"
        ? prompts
        : prompts.filter((prompt) =>
            Object.entries(changes[action]).some(([field, value]) => prompt[field as "status" | "featured"] !== value),
          );
    for (const prompt of affected) {
      if (action === "delete") await tx.delete(libraryPrompts).where(eq(libraryPrompts.id, prompt.id));
      else {
        await tx
          .update(libraryPrompts)
          .set({ ...changes[action], updatedAt: sql`now()` })
          .where(eq(libraryPrompts.id, prompt.id));
      }
      const field = action === "publish" || action === "unpublish" ? "status" : "featured";
      await recordAuditEntry(tx, {
        actor,
        action: `library_prompt.${action}`,
        target: { type: "library_prompt", id: prompt.id, label: prompt.title },
        before:
          action === "delete"
            ? { slug: prompt.slug, title: prompt.title, status: prompt.status }
            : { [field]: prompt[field] },
        after: action === "delete" ? null : { [field]: changes[action][field] },
      });
    }
    return {
      changed: affected.length,
      imageKeys: action === "delete" ? affected.flatMap((prompt) => prompt.exampleImageKey ?? []) : [],
    };
  });
  // Files go only once the rows are gone for good; a file left behind by a failure here is harmless.
  for (const key of imageKeys) await storage.delete(key).catch(() => undefined);
  return changed;
};
