import { z } from "zod";

/** Export and import of prompt collections, shared by saved prompts and the library. */
export const exportFormats = ["json", "csv", "md"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const importFormats = ["json", "csv"] as const;
export type ImportFormat = (typeof importFormats)[number];

/** Bodies are JSON, so a file travels as text; its route's request body limit bounds it. */
export const importFileSchema = z.object({
  format: z.enum(importFormats),
  content: z.string().min(1, "The file is empty"),
});
export type ImportFileInput = z.input<typeof importFileSchema>;

export const skippedRowSchema = z.object({
  /** 1-based: the CSV line's record number after the header, or the JSON array index + 1. */
  row: z.number().int(),
  title: z.string().nullable(),
  reason: z.string(),
});
export type SkippedRow = z.infer<typeof skippedRowSchema>;

export const importReportSchema = z.object({
  imported: z.number().int(),
  skipped: z.array(skippedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Picks the format from a file name; null when the extension is not one we read. */
export const importFormatOf = (fileName: string): ImportFormat | null => {
  const extension = fileName.toLowerCase().split(".").pop();
  return extension === "json" || extension === "csv" ? extension : null;
};
