import { z } from "zod";

/** The contents' groups, as the sidebar groups the tools. */
export const docSections = [
  "Getting started",
  "Main tools",
  "Image tools",
  "Community",
  "Account and help",
  "Admin",
] as const;
export type DocSection = (typeof docSections)[number];

export const docAudiences = ["members", "admins"] as const;

/** The front matter every page in docs/product starts with (see docs/product/README.md). */
export const docFrontMatterSchema = z.object({
  title: z.string().trim().min(1).max(80),
  summary: z.string().trim().min(1).max(200),
  section: z.enum(docSections),
  order: z.number().int(),
  routes: z.array(z.string().regex(/^\/app(\/[a-z0-9-]+)+$/, "routes are members-area paths such as /app/library")),
  audience: z.enum(docAudiences).default("members"),
});
export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

export const docSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  section: z.enum(docSections),
  order: z.number().int(),
  routes: z.array(z.string()),
});
export type DocSummary = z.infer<typeof docSummarySchema>;

/** A heading of a page; `id` is the anchor the rendered heading carries. */
export const docHeadingSchema = z.object({ depth: z.number().int(), text: z.string(), id: z.string() });
export type DocHeading = z.infer<typeof docHeadingSchema>;

export const docPageSchema = docSummarySchema.extend({ body: z.string(), headings: z.array(docHeadingSchema) });
export type DocPage = z.infer<typeof docPageSchema>;

export const docListSchema = z.object({ items: z.array(docSummarySchema) });

export const docSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(200, "Search must be at most 200 characters"),
});

export const docSearchResultSchema = z.object({
  slug: z.string(),
  title: z.string(),
  section: z.enum(docSections),
  /** The passage that matched, and the heading it sits under (for a link to it). */
  snippet: z.string(),
  heading: docHeadingSchema.nullable(),
});
export type DocSearchResult = z.infer<typeof docSearchResultSchema>;
export const docSearchResponseSchema = z.object({ items: z.array(docSearchResultSchema) });
