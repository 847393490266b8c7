import type { Context } from "hono";

/** A file generated for the member to save (an export). */
export type Download = { fileName: string; contentType: string; body: string };

/** Answers with `file` as an attachment, saved under its own name. */
export const sendDownload = (c: Context, file: Download) =>
  c.body(file.body, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  });
