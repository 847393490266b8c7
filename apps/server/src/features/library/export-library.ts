import type { LibraryCategory, PromptType } from "@promptloom/contracts/library";
import { asc, eq, getTableColumns } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import type { Download } from "../../http/send-download.ts";
import { toSpreadsheetCsv } from "../../lib/csv.ts";

/** Our columns; importing this file elsewhere brings the same library back. */
export const libraryCsvHeader = [
  "slug",
  "title",
  "description",
  "body",
  "example",
  "type",
  "category",
  "tags",
  "models",
  "featured",
  "status",
  "copy_count",
  "save_count",
];

type ExportOptions = {
  db: Database;
  format: "csv" | "json";
  /** One kind of prompt (and its categories); without it the whole library. */
  type?: PromptType | undefined;
};

/** The library, drafts included, as CSV or as JSON with its categories. */
export const exportLibrary = async ({ db, format, type }: ExportOptions): Promise<Download> => {
  const { search: _search, searchHead: _searchHead, ...columns } = getTableColumns(libraryPrompts);
  const prompts = await db
    .select(columns)
    .from(libraryPrompts)
    .where(type ? eq(libraryPrompts.type, type) : undefined)
    .orderBy(asc(libraryPrompts.category), asc(libraryPrompts.slug));
  const date = new Date().toISOString().slice(0, 10);
  const fileName = `promptloom-${type ? `${type}-prompts` : "library"}-${date}.${format}`;
  if (format === "csv") {
    const rows = prompts.map((prompt) => [
      prompt.slug,
      prompt.title,
      prompt.description,
      prompt.body,
      prompt.example,
      prompt.type,
      prompt.category,
      prompt.tags.join(", "),
      prompt.models.join(", "),
      prompt.featured,
      prompt.status,
      prompt.copyCount,
      prompt.saveCount,
    ]);
    return { fileName, contentType: "text/csv; charset=utf-8", body: toSpreadsheetCsv(libraryCsvHeader, rows) };
  }
  const categories = await db
    .select()
    .from(libraryCategories)
    .where(type ? eq(libraryCategories.type, type) : undefined)
    .orderBy(asc(libraryCategories.position));
  const file = {
    categories: categories.map(({ slug, name, description, type }): LibraryCategory => ({
      slug,
      name,
      description,
      type,
    })),
    prompts: prompts.map((prompt) => ({
      slug: prompt.slug,
      title: prompt.title,
      description: prompt.description,
      body: prompt.body,
      example: prompt.example,
      type: prompt.type,
      category: prompt.category,
      tags: prompt.tags,
      models: prompt.models,
      featured: prompt.featured,
      status: prompt.status,
    })),
  };
  return { fileName, contentType: "application/json; charset=utf-8", body: `${JSON.stringify(file, null, 2)}\n` };
};
