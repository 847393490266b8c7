import type { ExportFormat } from "@promptloom/contracts/prompt-transfer";
import { promptSourceLabels, type SavedPrompt, type SavedPromptFileRecord } from "@promptloom/contracts/saved-prompts";

import { toSpreadsheetCsv } from "../../lib/csv.ts";

export type ExportedPrompt = SavedPrompt & { folder: string | null };

export const csvHeader = ["title", "prompt", "raw_text", "source", "folder", "tags", "created_at"];

const toRecord = (prompt: ExportedPrompt): SavedPromptFileRecord & { createdAt: string } => ({
  title: prompt.title,
  prompt: prompt.perfectedText,
  rawText: prompt.rawText,
  source: prompt.source,
  folder: prompt.folder,
  tags: prompt.tags,
  createdAt: prompt.createdAt,
});

/** A code fence longer than any run of backticks in the text, so the prompt cannot close it. */
const fenceFor = (text: string) => "`".repeat(Math.max(3, ...(text.match(/`+/g) ?? []).map((run) => run.length + 1)));

const toMarkdownSection = (prompt: ExportedPrompt) => {
  const details = [
    `Source: ${promptSourceLabels[prompt.source]}`,
    prompt.folder ? `Folder: ${prompt.folder}` : null,
    prompt.tags.length > 0 ? `Tags: ${prompt.tags.join(", ")}` : null,
    `Saved: ${prompt.createdAt.slice(0, 10)}`,
  ].filter(Boolean);
  const fence = fenceFor(prompt.perfectedText);
  return `## ${prompt.title.replace(/\n/g, " ")}\n\n${details.join(" · ")}\n\n${fence}\n${prompt.perfectedText}\n${fence}\n`;
};

const formatters: Record<ExportFormat, { contentType: string; render: (prompts: ExportedPrompt[]) => string }> = {
  json: {
    contentType: "application/json; charset=utf-8",
    render: (prompts) => `${JSON.stringify({ prompts: prompts.map(toRecord) }, null, 2)}\n`,
  },
  csv: {
    contentType: "text/csv; charset=utf-8",
    render: (prompts) =>
      toSpreadsheetCsv(
        csvHeader,
        prompts.map((prompt) => {
          const record = toRecord(prompt);
          return [
            record.title,
            record.prompt,
            record.rawText ?? "",
            record.source ?? "manual",
            record.folder ?? "",
            (record.tags ?? []).join(", "),
            record.createdAt,
          ];
        }),
      ),
  },
  md: {
    contentType: "text/markdown; charset=utf-8",
    render: (prompts) => [`# My Prompts\n`, ...prompts.map(toMarkdownSection)].join("\n"),
  },
};

export const formatSavedPrompts = (format: ExportFormat, prompts: ExportedPrompt[]) => ({
  contentType: formatters[format].contentType,
  body: formatters[format].render(prompts),
});
