import { studioChoicesSchema } from "@promptloom/contracts/studio/studio-choices";
import type { PromptSyntax } from "@promptloom/contracts/studio/studio-groups";
import type { StudioHistoryEntry } from "@promptloom/contracts/studio/studio-history";

import type { StudioHistoryRow } from "../../db/schema/index.ts";

export const toStudioHistoryEntry = (row: StudioHistoryRow): StudioHistoryEntry => ({
  id: row.id,
  syntax: row.syntax as PromptSyntax,
  choices: studioChoicesSchema.parse(row.choices),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});
