import { z } from "zod";

import { libraryImportSchema, libraryListItemSchema, libraryPromptStatuses } from "./library-search.ts";
import { libraryCategorySchema, libraryLimits, libraryPromptSchema, promptTypes } from "./library.ts";
import { importReportSchema } from "./prompt-transfer.ts";

/** POST /api/admin/library and PUT /api/admin/library/:id: a whole prompt, published or draft. */
export const adminLibraryPromptSchema = libraryPromptSchema.safeExtend({
  status: z.enum(libraryPromptStatuses),
});
export type AdminLibraryPromptInput = z.input<typeof adminLibraryPromptSchema>;

/**
 * What a library prompt is made of, in the schema's order: what admins edit, files carry and the
 * audit log compares. A field added to the contract travels through all of them.
 */
export const libraryPromptFields = adminLibraryPromptSchema.keyof().options;
export type LibraryPromptField = (typeof libraryPromptFields)[number];

/** Those fields of a prompt (a stored row, an API item, the table's columns): no id, counts or dates. */
export const pickLibraryPromptFields = <T extends Partial<Record<LibraryPromptField, unknown>>>(prompt: T) =>
  Object.fromEntries(libraryPromptFields.map((field) => [field, prompt[field]])) as { [K in LibraryPromptField]: T[K] };

/** PATCH /api/admin/library/:id: publish or unpublish, feature or not. */
export const libraryPromptFlagsSchema = z
  .object({ status: z.enum(libraryPromptStatuses), featured: z.boolean() })
  .partial()
  .refine((flags) => Object.keys(flags).length > 0, "Nothing to change");
export type LibraryPromptFlags = z.input<typeof libraryPromptFlagsSchema>;

export const adminLibrarySorts = ["updated", "newest", "title", "copied"] as const;
export type AdminLibrarySort = (typeof adminLibrarySorts)[number];

export const adminLibrarySortLabels: Record<AdminLibrarySort, string> = {
  updated: "Recently changed",
  newest: "Newest",
  title: "Title (A–Z)",
  copied: "Most copied",
};

/** GET /api/admin/library: drafts included, numbered pages. */
export const adminLibraryQuerySchema = z.object({
  type: z.enum(promptTypes),
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().toLowerCase().max(libraryLimits.slugMaxLength).optional(),
  status: z.enum(libraryPromptStatuses).optional(),
  featured: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  sort: z.enum(adminLibrarySorts).default("updated"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminLibraryQuery = z.input<typeof adminLibraryQuerySchema>;

export const adminLibraryListSchema = z.object({
  items: z.array(libraryListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminLibraryList = z.infer<typeof adminLibraryListSchema>;

export const libraryBulkActions = ["publish", "unpublish", "feature", "unfeature", "delete"] as const;
export type LibraryBulkAction = (typeof libraryBulkActions)[number];

/** POST /api/admin/library/bulk: one action on many prompts at once. */
export const libraryBulkSchema = z.object({
  action: z.enum(libraryBulkActions),
  ids: z.array(z.uuid("Invalid prompt id")).min(1, "Select at least one prompt").max(500),
});

/** Categories as admins manage them: drafts counted too. */
export const adminLibraryCategorySchema = libraryCategorySchema.extend({
  position: z.number().int(),
  promptCount: z.number().int(),
  publishedCount: z.number().int(),
});
export type AdminLibraryCategory = z.infer<typeof adminLibraryCategorySchema>;

/** POST /api/admin/library/categories. */
export const createLibraryCategorySchema = libraryCategorySchema;

/** PUT /api/admin/library/categories/:slug: the type stays; a new slug moves its prompts along. */
export const updateLibraryCategorySchema = libraryCategorySchema.omit({ type: true }).extend({
  position: z.number().int().min(0).max(10_000).optional(),
});

/** DELETE /api/admin/library/categories/:slug?moveTo=: a category with prompts needs a new home for them. */
export const deleteLibraryCategoryQuerySchema = z.object({
  moveTo: z.string().trim().toLowerCase().max(libraryLimits.slugMaxLength).optional(),
});

export const adminLibraryTagSchema = z.object({
  tag: z.string(),
  count: z.number().int(),
  textCount: z.number().int(),
  imageCount: z.number().int(),
});
export type AdminLibraryTag = z.infer<typeof adminLibraryTagSchema>;

/** PUT /api/admin/library/tags/:tag: rename a tag on every prompt (merging it into an existing one). */
export const renameLibraryTagSchema = z.object({
  name: libraryPromptSchema.shape.tags.element,
});

/**
 * POST /api/admin/library/import. With `existing: "update"`, a row whose slug is in the library
 * replaces that prompt; otherwise it is rejected as a duplicate.
 */
export const adminLibraryImportSchema = libraryImportSchema.extend({
  existing: z.enum(["skip", "update"]).default("skip"),
});
export type AdminLibraryImportInput = z.input<typeof adminLibraryImportSchema>;

const importedRowSchema = z.object({ row: z.number().int(), slug: z.string(), title: z.string() });

/** What an import adds, updates (with the fields that change) and rejects (with why). */
export const libraryImportReportSchema = importReportSchema.extend({
  added: z.array(importedRowSchema),
  updated: z.array(importedRowSchema.extend({ changes: z.array(z.string()) })),
  /** Rows identical to the prompt already in the library. */
  unchanged: z.number().int(),
  dryRun: z.boolean(),
});
export type LibraryImportReport = z.infer<typeof libraryImportReportSchema>;
