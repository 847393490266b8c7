import { createHash } from "node:crypto";

import {
  libraryPromptSchema,
  type LibraryCategory,
  type LibraryPrompt,
  type PromptType,
} from "@promptloom/contracts/library";
import {
  libraryPromptFields,
  type LibraryImportReport,
  type LibraryPromptField,
} from "@promptloom/contracts/library-admin";
import { libraryPromptStatuses, type LibraryPromptStatus } from "@promptloom/contracts/library-search";
import type { SkippedRow } from "@promptloom/contracts/prompt-transfer";

import type { LibraryPromptRow } from "../../db/schema/index.ts";
import { normalizeImportRow, type RawRow } from "./normalize-import-row.ts";

/** Where rows without a category go, so a plain list of prompts imports without editing. */
export const fallbackCategories: Record<PromptType, LibraryCategory> = {
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

export const bodyHash = (body: string) => createHash("md5").update(body).digest("hex");

export type ImportedPrompt = LibraryPrompt & { status: LibraryPromptStatus };
export type ExistingPrompt = Pick<LibraryPromptRow, LibraryPromptField>;

/** The fields an update compares, in the order the preview names them: all but the slug it is found by. */
const comparedFields = libraryPromptFields.filter((field) => field !== "slug");

const changesBetween = (existing: ExistingPrompt, incoming: ImportedPrompt) =>
  comparedFields.filter((field) => JSON.stringify(existing[field]) !== JSON.stringify(incoming[field]));

export type ImportPlan = {
  report: Omit<LibraryImportReport, "dryRun">;
  toInsert: ImportedPrompt[];
  toUpdate: ImportedPrompt[];
  newCategories: LibraryCategory[];
};

/**
 * Decides what each row of a file does to the library, without storing anything: added, updated
 * (when `existing` is "update" and its slug is in the library), unchanged, or rejected with why.
 */
export const planLibraryImport = (options: {
  rows: { row: number; raw: RawRow }[];
  unreadable: SkippedRow[];
  fileCategories: LibraryCategory[];
  storedCategories: LibraryCategory[];
  existing: ExistingPrompt[];
  defaultCategory: string | null;
  status: LibraryPromptStatus | undefined;
  onExisting: "skip" | "update";
}): ImportPlan => {
  const skipped: SkippedRow[] = [...options.unreadable];
  const categories = new Map(options.storedCategories.map((category) => [category.slug, category]));
  const newCategories = options.fileCategories.filter((category) => !categories.has(category.slug));
  for (const category of newCategories) categories.set(category.slug, category);

  const bySlug = new Map(options.existing.map((prompt) => [prompt.slug, prompt]));
  /** Slugs taken by earlier rows of the file, with the row. */
  const fileSlugs = new Map<string, number>();
  const hashes = new Map(options.existing.map((prompt) => [bodyHash(prompt.body), prompt.slug]));
  const hashPlaces = new Map(options.existing.map((prompt) => [prompt.slug, `"${prompt.slug}" in the library`]));

  const plan: ImportPlan = {
    report: { imported: 0, skipped, added: [], updated: [], unchanged: 0 },
    toInsert: [],
    toUpdate: [],
    newCategories,
  };
  for (const { row, raw } of options.rows) {
    const candidate = normalizeImportRow(raw, { category: options.defaultCategory });
    const skip = (reason: string) => skipped.push({ row, title: candidate.title || null, reason });
    if (!candidate.category) {
      const fallback = fallbackCategories[candidate.type as PromptType];
      candidate.category = fallback.slug;
      if (!categories.has(fallback.slug)) {
        categories.set(fallback.slug, fallback);
        newCategories.push(fallback);
      }
    }
    if (!candidate.title) {
      skip("title: Title is required");
      continue;
    }
    const parsed = libraryPromptSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      skip(issue ? `${issue.path.join(".") || "row"}: ${issue.message}` : "Invalid prompt");
      continue;
    }
    const status = options.status ?? candidate.status;
    const prompt = { ...parsed.data, status: status as LibraryPromptStatus };
    const category = categories.get(prompt.category);
    const hashOwner = hashes.get(bodyHash(prompt.body));
    const current = bySlug.get(prompt.slug);
    const isUpdate = options.onExisting === "update" && current !== undefined;

    const earlierRow = fileSlugs.get(prompt.slug);
    if (!libraryPromptStatuses.includes(status as LibraryPromptStatus)) skip(`status: Unknown status "${status}"`);
    else if (!category) skip(`category: Unknown category "${prompt.category}"`);
    else if (category.type !== prompt.type) skip(`category: "${category.slug}" holds ${category.type} prompts`);
    else if (earlierRow !== undefined) skip(`Duplicate: the slug "${prompt.slug}" is used by row ${earlierRow}`);
    else if (current && !isUpdate) skip(`Duplicate: the slug "${prompt.slug}" is already in the library`);
    else if (hashOwner !== undefined && hashOwner !== prompt.slug) {
      skip(`Duplicate: the same prompt text is ${hashPlaces.get(hashOwner)}`);
    } else {
      if (!current || !isUpdate) {
        plan.toInsert.push(prompt);
        plan.report.added.push({ row, slug: prompt.slug, title: prompt.title });
      } else {
        const changes = changesBetween(current, prompt);
        if (changes.length === 0) plan.report.unchanged += 1;
        else {
          plan.toUpdate.push(prompt);
          plan.report.updated.push({ row, slug: prompt.slug, title: prompt.title, changes });
        }
      }
      // A later row may not take this slug or repeat this text.
      fileSlugs.set(prompt.slug, row);
      hashes.set(bodyHash(prompt.body), prompt.slug);
      hashPlaces.set(prompt.slug, `in row ${row}`);
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  plan.report.imported = plan.toInsert.length + plan.toUpdate.length;
  return plan;
};
