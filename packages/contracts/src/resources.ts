import { z } from "zod";

import { requiredText } from "./required-text.ts";

export const resourceKinds = ["guide", "cheat-sheet", "download"] as const;
export type ResourceKind = (typeof resourceKinds)[number];
export const resourceKindLabels: Record<ResourceKind, string> = {
  guide: "Guide",
  "cheat-sheet": "Cheat sheet",
  download: "Download",
};

export const resourceLimits = {
  titleMaxLength: 120,
  summaryMaxLength: 300,
  bodyMaxLength: 60_000,
  tagsMax: 8,
  tagMaxLength: 30,
  searchMaxLength: 200,
  fileMaxBytes: 20 * 1024 * 1024,
  fileNameMaxLength: 120,
} as const;

/** File types an admin may attach, by extension; the server checks the bytes match. */
export const resourceFileTypes = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  json: "application/json",
} as const;
export type ResourceFileExtension = keyof typeof resourceFileTypes;

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Tags cannot be empty")
  .max(resourceLimits.tagMaxLength, `Tags must be at most ${resourceLimits.tagMaxLength} characters`);

export const resourceInputSchema = z.object({
  title: requiredText("Title", resourceLimits.titleMaxLength),
  summary: requiredText("Summary", resourceLimits.summaryMaxLength),
  body: requiredText("Body", resourceLimits.bodyMaxLength),
  kind: z.enum(resourceKinds, "Choose guide, cheat sheet or download"),
  tags: z
    .array(tagSchema)
    .max(resourceLimits.tagsMax, `At most ${resourceLimits.tagsMax} tags`)
    .transform((tags) => [...new Set(tags)])
    .default([]),
  isPublished: z.boolean().default(true),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;

export const resourceFileSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ResourceFile = z.infer<typeof resourceFileSchema>;

export const resourceSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: z.enum(resourceKinds),
  tags: z.array(z.string()),
  file: resourceFileSchema.nullable(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const resourceSchema = resourceSummarySchema.extend({ body: z.string(), createdAt: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

export const resourceQuerySchema = z.object({
  q: z.string().trim().max(resourceLimits.searchMaxLength).optional(),
  kind: z.enum(resourceKinds, "Unknown kind").optional(),
  tag: tagSchema.optional(),
});
export type ResourceQuery = z.input<typeof resourceQuerySchema>;

export const resourceListSchema = z.object({
  items: z.array(resourceSummarySchema),
  /** Every tag in use on the resources the member can see, with how many carry it. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type ResourceList = z.infer<typeof resourceListSchema>;

export const resourceFileQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "The file needs a name")
    .max(resourceLimits.fileNameMaxLength, `File names must be at most ${resourceLimits.fileNameMaxLength} characters`),
});
