import type {
  AdminLibraryCategory,
  createLibraryCategorySchema,
  updateLibraryCategorySchema,
} from "@promptloom/contracts/library-admin";
import { asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { communityPrompts, libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

const categoryNotFound = () => AppError.notFound("Category not found");
const slugTaken = (slug: string) => AppError.conflict(`A category with the address "${slug}" already exists`);

/** Every category in its order, with all its prompts and the published ones counted. */
export const listAdminCategories = async (db: Database): Promise<AdminLibraryCategory[]> => {
  return db
    .select({
      slug: libraryCategories.slug,
      name: libraryCategories.name,
      description: libraryCategories.description,
      type: libraryCategories.type,
      position: libraryCategories.position,
      promptCount: count(libraryPrompts.id),
      publishedCount: sql<number>`count(${libraryPrompts.id}) filter (where ${libraryPrompts.status} = 'published')::int`,
    })
    .from(libraryCategories)
    .leftJoin(libraryPrompts, eq(libraryPrompts.category, libraryCategories.slug))
    .groupBy(libraryCategories.slug)
    .orderBy(asc(libraryCategories.position), asc(libraryCategories.name));
};

const lockCategory = async (tx: Database, slug: string) => {
  const [category] = await tx.select().from(libraryCategories).where(eq(libraryCategories.slug, slug)).for("update");
  if (!category) throw categoryNotFound();
  return category;
};

export const createLibraryCategory = async (options: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof createLibraryCategorySchema>;
}): Promise<void> => {
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    const [taken] = await tx.select().from(libraryCategories).where(eq(libraryCategories.slug, input.slug));
    if (taken) throw slugTaken(input.slug);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${libraryCategories.position}), 0)::int` })
      .from(libraryCategories);
    await tx.insert(libraryCategories).values({ ...input, position: (last?.position ?? 0) + 1 });
    await recordAuditEntry(tx, {
      actor,
      action: "library_category.create",
      target: { type: "library_category", id: input.slug, label: input.name },
      after: input,
    });
  });
};

/** Renames, re-describes or moves a category; a new slug carries its library and community prompts along. */
export const updateLibraryCategory = async (options: {
  db: Database;
  actor: AuditActor;
  slug: string;
  input: z.output<typeof updateLibraryCategorySchema>;
}): Promise<void> => {
  const { db, actor, slug, input } = options;
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, slug);
    if (input.slug !== slug) {
      const [taken] = await tx.select().from(libraryCategories).where(eq(libraryCategories.slug, input.slug));
      if (taken) throw slugTaken(input.slug);
      await tx.update(communityPrompts).set({ category: input.slug }).where(eq(communityPrompts.category, slug));
    }
    // Library prompts follow a new slug by the foreign key's ON UPDATE CASCADE.
    await tx
      .update(libraryCategories)
      .set({ ...input, position: input.position ?? before.position })
      .where(eq(libraryCategories.slug, slug));
    const { slug: oldSlug, name, description, position } = before;
    const difference = changedValues(
      { slug: oldSlug, name, description, position },
      { ...input, position: input.position ?? position },
    );
    if (Object.keys(difference.after).length > 0) {
      await recordAuditEntry(tx, {
        actor,
        action: "library_category.update",
        target: { type: "library_category", id: input.slug, label: input.name },
        ...difference,
      });
    }
  });
};

/**
 * Deletes a category. One that holds prompts (library or community) needs `moveTo`, a category
 * of the same type that takes them; otherwise nothing is deleted.
 */
export const deleteLibraryCategory = async (options: {
  db: Database;
  actor: AuditActor;
  slug: string;
  moveTo: string | undefined;
}): Promise<void> => {
  const { db, actor, slug, moveTo } = options;
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, slug);
    const [library] = await tx.select({ value: count() }).from(libraryPrompts).where(eq(libraryPrompts.category, slug));
    const [community] = await tx
      .select({ value: count() })
      .from(communityPrompts)
      .where(eq(communityPrompts.category, slug));
    const held = (library?.value ?? 0) + (community?.value ?? 0);
    if (held > 0) {
      if (!moveTo)
        throw AppError.conflict(`This category holds ${held} prompts: choose a category to move them to first`);
      if (moveTo === slug) throw AppError.validation("Choose another category to move the prompts to");
      const target = await lockCategory(tx, moveTo).catch(() => {
        throw AppError.validation(`Unknown category "${moveTo}"`);
      });
      if (target.type !== category.type) throw AppError.validation(`"${target.name}" holds ${target.type} prompts`);
      await tx
        .update(libraryPrompts)
        .set({ category: moveTo, updatedAt: sql`now()` })
        .where(eq(libraryPrompts.category, slug));
      await tx.update(communityPrompts).set({ category: moveTo }).where(eq(communityPrompts.category, slug));
    }
    await tx.delete(libraryCategories).where(eq(libraryCategories.slug, slug));
    await recordAuditEntry(tx, {
      actor,
      action: "library_category.delete",
      target: { type: "library_category", id: slug, label: category.name },
      before: { slug, name: category.name, type: category.type },
      after: held > 0 ? { movedTo: moveTo, prompts: held } : null,
    });
  });
};
