import { z } from "zod";

import { limits } from "./limits.ts";

export const usageMessages = {
  minutesSaved: (minutes: number) => `+${minutes} min saved`,
  keepGoing: "Great work! Keep building productivity.",
  trackingFailed: "Failed to track usage. Please try again.",
} as const;

/**
 * The spec's track-usage body, field names included. `user_id` may be sent but must be the
 * signed-in user's own id.
 */
export const trackUsageSchema = z.object({
  user_id: z.string().optional(),
  event: z
    .string()
    .trim()
    .min(1, "event is required")
    .max(64, "event is invalid")
    .regex(/^[a-z][a-z0-9_.-]*$/, "event is invalid"),
  minutes_saved: z.number().int().min(0).max(480).default(limits.minutesSavedPerAction),
  category: z.string().trim().max(64).nullish(),
  prompt_id: z.string().trim().max(64).nullish(),
  source: z.string().trim().min(1).max(32).default("manual"),
});
export type TrackUsageInput = z.input<typeof trackUsageSchema>;

export const trackUsageResponseSchema = z.object({
  event: z.object({
    id: z.string(),
    event: z.string(),
    minutesSaved: z.number().int(),
    category: z.string().nullable(),
    promptId: z.string().nullable(),
    source: z.string(),
    createdAt: z.string(),
  }),
  /** Everything the member has saved so far, this event included. */
  totalMinutes: z.number().int(),
});
export type TrackUsageResponse = z.infer<typeof trackUsageResponseSchema>;
