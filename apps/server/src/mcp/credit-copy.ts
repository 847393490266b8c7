import { trackUsageSchema } from "@promptloom/contracts/usage";

import type { Database } from "../db/client.ts";
import { recordUsage } from "../features/usage/record-usage.ts";

/** Where usage from an assistant shows up on the member's dashboard. */
export const ASSISTANT_USAGE_SOURCE = "assistant";

/**
 * Credits the time a prompt saved, as copying it in the app does (once per prompt within the
 * re-credit window, however often the assistant reads it).
 */
export const creditUsage = (options: {
  db: Database;
  userId: string;
  event: "prompt_copied" | "prompt_saved";
  promptId: string;
}) =>
  recordUsage({
    db: options.db,
    userId: options.userId,
    input: trackUsageSchema.parse({
      event: options.event,
      prompt_id: options.promptId,
      source: ASSISTANT_USAGE_SOURCE,
    }),
  });
