import type { ImportFormat, ImportReport, SkippedRow } from "@promptloom/contracts/prompt-transfer";
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { savedPrompts } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { ensureFolderPath, parseFolderPath } from "./ensure-folder-path.ts";
import { publishSavedPromptsChange } from "./publish-saved-prompts-change.ts";
import { readSavedPromptsFile } from "./read-saved-prompts-file.ts";
import { recordVersion } from "./record-version.ts";

export const importRowsMax = 1000;

const identityOf = (prompt: { title: string; perfectedText: string }) =>
  `${prompt.title.trim().toLowerCase()}\n${prompt.perfectedText.trim()}`;

/**
 * Adds the valid rows of a file to the member's prompts in one transaction (all of them or, on
 * any failure, none) and reports the rows it skipped: invalid ones and prompts already saved.
 */
export const importSavedPrompts = async (options: {
  db: Database;
  userId: string;
  format: ImportFormat;
  content: string;
}): Promise<ImportReport> => {
  const { db, userId } = options;
  const rows = readSavedPromptsFile(options.format, options.content);
  if (rows.length > importRowsMax) throw AppError.validation(`A file can hold at most ${importRowsMax} prompts.`);

  const existing = await db
    .select({ title: savedPrompts.title, perfectedText: savedPrompts.perfectedText })
    .from(savedPrompts)
    .where(eq(savedPrompts.userId, userId));
  const seen = new Set(existing.map(identityOf));
  const skipped: SkippedRow[] = [];

  return db.transaction(async (tx) => {
    let imported = 0;
    for (const row of rows) {
      if ("problem" in row) {
        skipped.push({ row: row.row, title: row.title, reason: row.problem });
        continue;
      }
      const { record } = row;
      const identity = identityOf({ title: record.title, perfectedText: record.prompt });
      if (seen.has(identity)) {
        skipped.push({ row: row.row, title: record.title, reason: "Already in My Prompts" });
        continue;
      }
      const folderNames = record.folder ? parseFolderPath(record.folder) : [];
      if (typeof folderNames === "string") {
        skipped.push({ row: row.row, title: record.title, reason: folderNames });
        continue;
      }
      seen.add(identity);
      const folderId = folderNames.length > 0 ? await ensureFolderPath(tx, userId, folderNames) : null;
      const [created] = await tx
        .insert(savedPrompts)
        .values({
          userId,
          title: record.title,
          rawText: record.rawText,
          perfectedText: record.prompt,
          source: record.source,
          folderId,
          tags: record.tags,
        })
        .returning({ id: savedPrompts.id });
      if (!created) throw new Error("An imported prompt was not stored");
      await recordVersion(tx, {
        id: created.id,
        title: record.title,
        rawText: record.rawText,
        perfectedText: record.prompt,
      });
      imported += 1;
    }
    if (imported > 0) await publishSavedPromptsChange(tx, userId, "saved");
    return { imported, skipped };
  });
};
