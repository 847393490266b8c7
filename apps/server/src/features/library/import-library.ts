import { createHash } from "node:crypto";

import { libraryPromptSchema, type LibraryCategory, type PromptType } from "@promptloom/contracts/library";
import { libraryPromptStatuses, type LibraryPromptStatus } from "@promptloom/contracts/library-search";
import type { ImportFormat, ImportReport, SkippedRow } from "@promptloom/contracts/prompt-transfer";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { normalizeImportRow } from "./normalize-import-row.ts";
import { readLibraryFile } from "./read-library-file.ts";

/** Where rows without a category go, so a plain list of prompts imports without editing. */
const fallbackCategories: Record<PromptType, LibraryCategory> = {
  text: {
    slug: "imported",
    name: "Imported",
    description: "Prompts brought in from a file, waiting to be sorted into categories.",
    type: "text",
  },
  image: {
    slug: "imported-images",
    name: "Imported images",
    description: "Image prompts brought in from a file, waiting to be sorted into categories.",
    type: "image",
  },
};

const batchSize = 500;

const bodyHash = (body: string) => createHash("md5").update(body).digest("hex");

export type ImportLibraryOptions = {
  db: Database;
  format: ImportFormat;
  content: string;
  /** For rows without a category; otherwise "Imported" (created when needed). */
  defaultCategory?: string | undefined;
  /** Overrides every row's status, e.g. to review an import as drafts first. */
  status?: LibraryPromptStatus | undefined;
  /** Checks every row and reports, but stores nothing. */
  dryRun?: boolean | undefined;
};

/**
 * Imports a CSV or JSON file into the library in one transaction: every valid row or, if
 * anything fails while storing, none. Rows that are invalid or already in the library (same slug
 * or same prompt text) are skipped, each with its reason.
 */
export const importLibrary = async (options: ImportLibraryOptions): Promise<ImportReport> => {
  const { db } = options;
  const file = readLibraryFile(options.format, options.content);
  const skipped: SkippedRow[] = [...file.unreadable];

  const stored = await db.select().from(libraryCategories);
  const categories = new Map(stored.map((category) => [category.slug, category as LibraryCategory]));
  const newCategories = file.categories.filter((category) => !categories.has(category.slug));
  for (const category of newCategories) categories.set(category.slug, category);

  const existing = await db
    .select({ slug: libraryPrompts.slug, hash: sql<string>`md5(${libraryPrompts.body})` })
    .from(libraryPrompts);
  const slugs = new Map(existing.map((prompt) => [prompt.slug, "already in the library"]));
  const hashes = new Map(existing.map((prompt) => [prompt.hash, `"${prompt.slug}" in the library`]));

  const accepted: (typeof libraryPrompts.$inferInsert)[] = [];
  for (const { row, raw } of file.rows) {
    const candidate = normalizeImportRow(raw, { category: options.defaultCategory ?? null });
    const skip = (reason: string) => skipped.push({ row, title: candidate.title || null, reason });
    if (!candidate.category) {
      const fallback = fallbackCategories[candidate.type as PromptType];
      candidate.category = fallback.slug;
      if (!categories.has(fallback.slug)) {
        categories.set(fallback.slug, fallback);
        newCategories.push(fallback);
      }
    }
    const parsed = libraryPromptSchema.safeParse(candidate);
    if (!candidate.title) {
      skip("title: Title is required");
      continue;
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      skip(issue ? `${issue.path.join(".") || "row"}: ${issue.message}` : "Invalid prompt");
      continue;
    }
    const prompt = parsed.data;
    const status = options.status ?? candidate.status;
    const category = categories.get(prompt.category);
    const hash = bodyHash(prompt.body);
    if (!libraryPromptStatuses.includes(status as LibraryPromptStatus)) skip(`status: Unknown status "${status}"`);
    else if (!category) skip(`category: Unknown category "${prompt.category}"`);
    else if (category.type !== prompt.type) skip(`category: "${category.slug}" holds ${category.type} prompts`);
    else if (slugs.has(prompt.slug)) skip(`Duplicate: the slug "${prompt.slug}" is ${slugs.get(prompt.slug)}`);
    else if (hashes.has(hash)) skip(`Duplicate: the same prompt text is ${hashes.get(hash)}`);
    else {
      accepted.push({ ...prompt, status });
      slugs.set(prompt.slug, `used by row ${row}`);
      hashes.set(hash, `in row ${row}`);
    }
  }

  skipped.sort((a, b) => a.row - b.row);
  if (options.dryRun) return { imported: accepted.length, skipped };
  await db.transaction(async (tx) => {
    // The file's own categories are kept even when empty; a fallback only when a row landed in it.
    const isFallback = (slug: string) => Object.values(fallbackCategories).some((category) => category.slug === slug);
    const created = newCategories.filter(
      (category) => !isFallback(category.slug) || accepted.some((prompt) => prompt.category === category.slug),
    );
    if (created.length > 0) {
      const position = Math.max(0, ...stored.map((category) => category.position)) + 1;
      await tx
        .insert(libraryCategories)
        .values(created.map((category, index) => ({ ...category, position: position + index })));
    }
    for (let start = 0; start < accepted.length; start += batchSize) {
      await tx.insert(libraryPrompts).values(accepted.slice(start, start + batchSize));
    }
  });
  return { imported: accepted.length, skipped };
};
