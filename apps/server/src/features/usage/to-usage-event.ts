import type { UsageEvent } from "@promptloom/contracts/usage";

import type { UsageEventRow } from "../../db/schema/index.ts";

export const toUsageEvent = (row: UsageEventRow): UsageEvent => ({
  id: row.id,
  event: row.event,
  minutesSaved: row.minutesSaved,
  category: row.category,
  promptId: row.promptId,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});
