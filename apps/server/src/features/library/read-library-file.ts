import { libraryCategorySchema, type LibraryCategory } from "@promptloom/contracts/library";
import type { ImportFormat, SkippedRow } from "@promptloom/contracts/prompt-transfer";
import { z } from "zod";

import { AppError } from "../../http/app-error.ts";
import { parseCsv } from "../../lib/csv.ts";
import { parseJsonFile } from "../../lib/json-file.ts";
import type { RawRow } from "./normalize-import-row.ts";

export type LibraryFile = {
  rows: { row: number; raw: RawRow }[];
  /** Categories the file brings (a JSON export does), created when missing. */
  categories: LibraryCategory[];
  unreadable: SkippedRow[];
};

const readCsv = (content: string): LibraryFile => {
  const { header, records } = parseCsv(content);
  const isOurs = header.includes("title") && header.includes("body");
  const isPublicList = header.includes("act") && header.includes("prompt");
  if (!isOurs && !isPublicList) {
    throw AppError.validation('The CSV file needs "title" and "body" columns, or "act" and "prompt" columns.');
  }
  const rows: LibraryFile["rows"] = [];
  const unreadable: SkippedRow[] = [];
  for (const record of records) {
    if ("problem" in record) {
      const title = record.fields.title ?? record.fields.act ?? null;
      unreadable.push({ row: record.row, title, reason: record.problem });
    } else rows.push({ row: record.row, raw: record.fields });
  }
  return { rows, categories: [], unreadable };
};

const jsonFileSchema = z.union([
  z.array(z.record(z.string(), z.unknown())),
  z.object({
    categories: z.array(libraryCategorySchema).default([]),
    prompts: z.array(z.record(z.string(), z.unknown())),
  }),
]);

const readJson = (content: string): LibraryFile => {
  const value = parseJsonFile(content);
  const parsed = jsonFileSchema.safeParse(value);
  if (!parsed.success) {
    throw AppError.validation(
      'The JSON file must hold a list of prompts or { "categories": [...], "prompts": [...] }.',
    );
  }
  const prompts = Array.isArray(parsed.data) ? parsed.data : parsed.data.prompts;
  return {
    rows: prompts.map((raw, index) => ({ row: index + 1, raw })),
    categories: Array.isArray(parsed.data) ? [] : parsed.data.categories,
    unreadable: [],
  };
};

/** The rows of a library file in our columns or the public prompt list's, CSV or JSON. */
export const readLibraryFile = (format: ImportFormat, content: string): LibraryFile =>
  format === "csv" ? readCsv(content) : readJson(content);
