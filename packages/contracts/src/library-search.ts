import { z } from "zod";

import { imageModels, libraryLimits, promptTypes, textModels } from "./library.ts";
import { listResponseSchema } from "./list.ts";
import { importFileSchema, importFormats } from "./prompt-transfer.ts";

export const librarySorts = ["relevance", "copied", "newest"] as const;
export type LibrarySort = (typeof librarySorts)[number];

export const librarySortLabels: Record<LibrarySort, string> = {
  relevance: "Best match",
  copied: "Most copied",
  newest: "Newest",
};

export const librarySearchLimits = { queryMaxLength: 200, pageSizeDefault: 24, pageSizeMax: 100 } as const;

const slugFilter = z.string().trim().toLowerCase().max(libraryLimits.slugMaxLength);

/**
 * GET /api/library. `tags` is comma-separated and every tag must match; without `q`, "relevance"
 * puts featured and much-copied prompts first.
 */
export const libraryQuerySchema = z.object({
  q: z.string().trim().max(librarySearchLimits.queryMaxLength).optional(),
  category: slugFilter.optional(),
  tags: z
    .string()
    .max(400)
    .transform((value) =>
      value
        .split(",")
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  type: z.enum(promptTypes).optional(),
  model: z.enum([...textModels, ...imageModels]).optional(),
  favorites: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  sort: z.enum(librarySorts).default("relevance"),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(librarySearchLimits.pageSizeMax)
    .default(librarySearchLimits.pageSizeDefault),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;

export const libraryPromptStatuses = ["published", "draft"] as const;
export type LibraryPromptStatus = (typeof libraryPromptStatuses)[number];

/** A library prompt as the API returns it. */
export const libraryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  /** A short example of use; empty when the prompt has none. */
  example: z.string(),
  type: z.enum(promptTypes),
  category: z.string(),
  tags: z.array(z.string()),
  models: z.array(z.string()),
  featured: z.boolean(),
  status: z.enum(libraryPromptStatuses),
  copyCount: z.number().int(),
  saveCount: z.number().int(),
  /** Served by the app under /api/uploads; null when the prompt has no example. */
  exampleImageUrl: z.string().nullable(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/**
 * Counting stops here: a broad search answers "500+" instead of reading every match, which keeps
 * a search of a 10,000-prompt library within its 10 ms budget.
 */
export const libraryTotalCap = 500;

/** Results leave the text and its example out: a page stays small, and the open prompt is read on its own. */
export const libraryListItemSchema = libraryItemSchema.omit({ body: true, example: true });
export type LibraryListItem = z.infer<typeof libraryListItemSchema>;

export const libraryListSchema = listResponseSchema(libraryListItemSchema).extend({
  /** True when more prompts match than `total` (which is then `libraryTotalCap`). */
  totalCapped: z.boolean(),
});
export type LibraryList = z.infer<typeof libraryListSchema>;

export const libraryCategoryItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(promptTypes),
  promptCount: z.number().int(),
});
export type LibraryCategoryItem = z.infer<typeof libraryCategoryItemSchema>;

export const libraryCategoriesQuerySchema = z.object({ type: z.enum(promptTypes).optional() });

export const libraryTagsQuerySchema = z.object({
  type: z.enum(promptTypes).optional(),
  category: slugFilter.optional(),
});

export const libraryTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type LibraryTag = z.infer<typeof libraryTagSchema>;

/** POST /api/admin/library/import: a file plus how to treat rows that leave things out. */
export const libraryImportSchema = importFileSchema.extend({
  defaultCategory: slugFilter.optional(),
  status: z.enum(libraryPromptStatuses).optional(),
  dryRun: z.boolean().default(false),
});
export type LibraryImportInput = z.input<typeof libraryImportSchema>;

/**
 * The library exports in the formats it imports, so an export can be imported elsewhere; `type`
 * keeps one kind (the Prompts or the Image prompts screen's own), without it both.
 */
export const libraryExportQuerySchema = z.object({
  format: z.enum(importFormats).default("csv"),
  type: z.enum(promptTypes).optional(),
});
export type LibraryExportQuery = z.input<typeof libraryExportQuerySchema>;

export const exampleImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ["image/png", "image/jpeg", "image/webp"],
} as const;
