import type { GenieVersion } from "@promptloom/contracts/genie";

import type { GenieVersionRow } from "../../db/schema/index.ts";

export const toGenieVersion = (row: GenieVersionRow): GenieVersion => ({
  id: row.id,
  refinement: row.refinement,
  prompt: row.prompt,
  kind: row.kind,
  facts: row.facts,
  missedFacts: row.missedFacts,
  engine: row.engine,
  // Versions are stored without the engine's confidence and questions yet.
  confidence: 0,
  questions: [],
  createdAt: row.createdAt.toISOString(),
});
