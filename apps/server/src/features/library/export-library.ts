import type { LibraryCategory, PromptType } from "@promptloom/contracts/library";
import {
  libraryPromptFields,
  pickLibraryPromptFields,
  type LibraryPromptField,
} from "@promptloom/contracts/library-admin";
import { asc, eq, getTableColumns } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { libraryCategories, libraryPrompts, type LibraryPromptRow } from "../../db/schema/index.ts";
import type { Download } from "../../http/send-download.ts";
import { toSpreadsheetCsv } from "../../lib/csv.ts";

/** Our columns: a prompt's fields, then its counts. Importing this file elsewhere brings the same library back. */
export const libraryCsvHeader = [...libraryPromptFields, "copy_count", "save_count"];

type ExportedPrompt = Pick<LibraryPromptRow, LibraryPromptField | "copyCount" | "saveCount">;

/** One row under `libraryCsvHeader`: tags and models as comma-separated lists. */
const toCsvRow = (prompt: ExportedPrompt) => [
  ...libraryPromptFields.map((field) => {
    const value = prompt[field];
    return Array.isArray(value) ? value.join(", ") : value;
  }),
  prompt.copyCount,
  prompt.saveCount,
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
    return {
      fileName,
      contentType: "text/csv; charset=utf-8",
      body: toSpreadsheetCsv(libraryCsvHeader, prompts.map(toCsvRow)),
    };
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
    prompts: prompts.map(pickLibraryPromptFields),
  };
  return { fileName, contentType: "application/json; charset=utf-8", body: `${JSON.stringify(file, null, 2)}\n` };
};
