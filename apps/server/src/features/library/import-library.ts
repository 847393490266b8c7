import { pickLibraryPromptFields, type LibraryImportReport } from "@promptloom/contracts/library-admin";
import type { LibraryPromptStatus } from "@promptloom/contracts/library-search";
import type { ImportFormat } from "@promptloom/contracts/prompt-transfer";
import { eq, sql } from "drizzle-orm";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/postgres-errors.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { fallbackCategories, planLibraryImport, type ImportPlan } from "./plan-library-import.ts";
import { readLibraryFile } from "./read-library-file.ts";

const batchSize = 500;

export type ImportLibraryOptions = {
  db: Database;
  format: ImportFormat;
  content: string;
  /** For rows without a category; otherwise "Imported" (created when needed). */
  defaultCategory?: string | undefined;
  /** Overrides every row's status, e.g. to review an import as drafts first. */
  status?: LibraryPromptStatus | undefined;
  /** "update" lets a row replace the library's prompt with the same slug; "skip" rejects it. */
  existing?: "skip" | "update" | undefined;
  /** Checks every row and reports what would happen (the preview), but stores nothing. */
  dryRun?: boolean | undefined;
  /** The admin importing through the API, for the audit log; the command line has none. */
  actor?: AuditActor | undefined;
};

const storePlan = async (tx: Database, plan: ImportPlan, stored: { position: number }[]) => {
  // The file's own categories are kept even when empty; a fallback only when a row landed in it.
  const isFallback = (slug: string) => Object.values(fallbackCategories).some((category) => category.slug === slug);
  const used = new Set([...plan.toInsert, ...plan.toUpdate].map((prompt) => prompt.category));
  const created = plan.newCategories.filter((category) => !isFallback(category.slug) || used.has(category.slug));
  if (created.length > 0) {
    const position = Math.max(0, ...stored.map((category) => category.position)) + 1;
    await tx
      .insert(libraryCategories)
      .values(created.map((category, index) => ({ ...category, position: position + index })));
  }
  for (let start = 0; start < plan.toInsert.length; start += batchSize) {
    await tx.insert(libraryPrompts).values(plan.toInsert.slice(start, start + batchSize));
  }
  for (const { slug, ...prompt } of plan.toUpdate) {
    await tx
      .update(libraryPrompts)
      .set({ ...prompt, updatedAt: sql`now()` })
      .where(eq(libraryPrompts.slug, slug));
  }
};

/**
 * Imports a CSV or JSON file into the library in one transaction: every valid row or, if
 * anything fails while storing, none. Rows that are invalid or already in the library (same slug,
 * unless updating, or same prompt text) are rejected, each with its reason. A dry run is the
 * preview: the same report, nothing stored.
 */
export const importLibrary = async (options: ImportLibraryOptions): Promise<LibraryImportReport> => {
  const { db } = options;
  const file = readLibraryFile(options.format, options.content);
  /** What the file would change, against the library as `reader` sees it. */
  const planAgainst = async (reader: Database) => {
    const stored = await reader.select().from(libraryCategories);
    const existing = await reader.select(pickLibraryPromptFields(libraryPrompts)).from(libraryPrompts);
    const plan = planLibraryImport({
      rows: file.rows,
      unreadable: file.unreadable,
      fileCategories: file.categories,
      storedCategories: stored,
      existing,
      defaultCategory: options.defaultCategory ?? null,
      status: options.status,
      onExisting: options.existing ?? "skip",
    });
    return { plan, stored, report: { ...plan.report, dryRun: Boolean(options.dryRun) } };
  };
  if (options.dryRun) return (await planAgainst(db)).report;

  const imported = db.transaction(async (tx) => {
    // One import at a time, planned against what the previous one stored: the same file sent
    // twice at once is stored once, its second copy rejected row by row as already there.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('library-import'))`);
    const { plan, stored, report } = await planAgainst(tx);
    await storePlan(tx, plan, stored);
    if (options.actor && report.imported > 0) {
      await recordAuditEntry(tx, {
        actor: options.actor,
        action: "library.import",
        target: { type: "library", label: `${options.format.toUpperCase()} file` },
        after: { added: report.added.length, updated: report.updated.length, rejected: report.skipped.length },
      });
    }
    return report;
  });
  // A prompt or category an admin saved by hand at the same moment, with a slug the file also uses.
  return imported.catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw AppError.conflict("The library changed while the file was imported. Please import it again.");
    }
    throw error;
  });
};
