import type { ImportFormat } from "@promptloom/contracts/prompt-transfer";
import { savedPromptFileRecordSchema } from "@promptloom/contracts/saved-prompts";
import type { z } from "zod";

import { AppError } from "../../http/app-error.ts";
import { parseCsv } from "../../lib/csv.ts";
import { parseJsonFile } from "../../lib/json-file.ts";

export type FileRow = { row: number; title: string | null } & (
  { record: z.output<typeof savedPromptFileRecordSchema> } | { problem: string }
);

const titleOf = (value: unknown) =>
  typeof value === "object" && value && "title" in value && typeof value.title === "string" ? value.title : null;

const validateRow = (row: number, value: unknown): FileRow => {
  const parsed = savedPromptFileRecordSchema.safeParse(value);
  if (parsed.success) return { row, title: parsed.data.title, record: parsed.data };
  return { row, title: titleOf(value), problem: parsed.error.issues[0]?.message ?? "Invalid prompt" };
};

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

const readCsv = (content: string): FileRow[] => {
  const { header, records } = parseCsv(content);
  for (const column of ["title", "prompt"]) {
    if (!header.includes(column)) throw AppError.validation(`The CSV file needs a "${column}" column.`);
  }
  return records.map((record) => {
    if ("problem" in record) return { row: record.row, title: record.fields.title ?? null, problem: record.problem };
    const { fields } = record;
    const tags = blankToUndefined(fields.tags)
      ?.split(/[,;]/)
      .filter((tag) => tag.trim());
    return validateRow(record.row, {
      title: fields.title,
      prompt: fields.prompt,
      rawText: fields.raw_text ?? "",
      source: blankToUndefined(fields.source),
      folder: blankToUndefined(fields.folder) ?? null,
      tags,
    });
  });
};

const readJson = (content: string): FileRow[] => {
  const value = parseJsonFile(content);
  const list: unknown = Array.isArray(value) ? value : (value as { prompts?: unknown } | null)?.prompts;
  if (!Array.isArray(list))
    throw AppError.validation('The JSON file must hold a list of prompts or { "prompts": [...] }.');
  return list.map((item, index) => validateRow(index + 1, item));
};

/** Every row of an import file, each either a valid prompt or the reason it is not one. */
export const readSavedPromptsFile = (format: ImportFormat, content: string): FileRow[] =>
  format === "csv" ? readCsv(content) : readJson(content);
