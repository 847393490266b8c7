import { pickLibraryPromptFields, type adminLibraryPromptSchema } from "@promptloom/contracts/library-admin";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { findLibraryPrompt, libraryPromptNotFound } from "./find-library-prompt.ts";

type Input = z.output<typeof adminLibraryPromptSchema>;

const checkCategory = async (tx: Database, input: Input) => {
  const [category] = await tx
    .select({ type: libraryCategories.type })
    .from(libraryCategories)
    .where(eq(libraryCategories.slug, input.category));
  if (!category) throw AppError.validation(`Unknown category "${input.category}"`);
  if (category.type !== input.type) throw AppError.validation(`That category holds ${category.type} prompts`);
};

const checkSlugFree = async (tx: Database, slug: string, id: string | null) => {
  const [taken] = await tx
    .select({ id: libraryPrompts.id })
    .from(libraryPrompts)
    .where(and(eq(libraryPrompts.slug, slug), id ? ne(libraryPrompts.id, id) : undefined));
  if (taken) throw AppError.conflict(`The address "${slug}" is used by another prompt`);
};

/**
 * Creates a library prompt (`id` null) or replaces one, with its audit entry in the same
 * transaction. The category must hold the prompt's type; the slug (its address) must be free.
 */
export const saveLibraryPrompt = async (options: {
  db: Database;
  actor: AuditActor;
  id: string | null;
  input: Input;
}): Promise<LibraryItem> => {
  const { db, actor, id, input } = options;
  try {
    const savedId = await db.transaction(async (tx) => {
      const [before] = id ? await tx.select().from(libraryPrompts).where(eq(libraryPrompts.id, id)).for("update") : [];
      if (id && !before) throw libraryPromptNotFound();
      await checkCategory(tx, input);
      await checkSlugFree(tx, input.slug, id);
      if (!id || !before) {
        const [created] = await tx.insert(libraryPrompts).values(input).returning({ id: libraryPrompts.id });
        if (!created) throw new Error("The library prompt was not stored");
        await recordAuditEntry(tx, {
          actor,
          action: "library_prompt.create",
          target: { type: "library_prompt", id: created.id, label: input.title },
          after: pickLibraryPromptFields(input),
        });
        return created.id;
      }
      await tx
        .update(libraryPrompts)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(libraryPrompts.id, id));
      const difference = changedValues(pickLibraryPromptFields(before), pickLibraryPromptFields(input));
      if (Object.keys(difference.after).length > 0) {
        await recordAuditEntry(tx, {
          actor,
          action: "library_prompt.update",
          target: { type: "library_prompt", id, label: input.title },
          ...difference,
        });
      }
      return id;
    });
    return await findLibraryPrompt({ db, userId: actor.id, idOrSlug: savedId, includeDrafts: true });
  } catch (error) {
    // Two admins saving the same new address at once: the unique index has the last word.
    if (isUniqueViolation(error)) throw AppError.conflict(`The address "${input.slug}" is used by another prompt`);
    throw error;
  }
};
