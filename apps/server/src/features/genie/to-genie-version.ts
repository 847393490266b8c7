import type { GenieVersion } from "@promptloom/contracts/genie";

import type { GenieVersionRow } from "../../db/schema/index.ts";

export const toGenieVersion = (row: GenieVersionRow): GenieVersion => ({
  id: row.id,
  refinement: row.refinement,
  changedOptions: row.changedOptions,
  answers: row.answers,
  prompt: row.prompt,
  kind: row.kind,
  facts: row.facts,
  missedFacts: row.missedFacts,
  engine: row.engine,
  confidence: row.confidence,
  questions: row.questions,
  createdAt: row.createdAt.toISOString(),
});
