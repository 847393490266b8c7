import { z } from "zod";

import { limits } from "./limits.ts";
import { timeZoneSchema } from "./time-zone.ts";

export const usageMessages = {
  minutesSaved: (minutes: number) => `+${minutes} min saved`,
  keepGoing: "Great work! Keep building productivity.",
  trackingFailed: { title: "Error", description: "Failed to track usage. Please try again." },
} as const;

/**
 * A success message's description for what the server really credited: the specification's words
 * when it is the usual 15 minutes, the true figure otherwise, and no figure when a repeat of the
 * same action within the hour earned nothing.
 */
export const describeCredit = (specText: string, minutes: number) => {
  const suffix = `+${limits.minutesSavedPerAction} min saved!`;
  if (minutes === limits.minutesSavedPerAction || !specText.endsWith(suffix)) return specText;
  const lead = specText.slice(0, -suffix.length).trim();
  if (minutes > 0) return `${lead} +${minutes} min saved!`;
  return `${lead} Time saved was already counted for this prompt within the hour.`;
};

/** What every screen that copies a prompt says, in the specification's words. */
export const copyMessages = {
  copied: { title: "Copied to clipboard!", description: "Prompt copied successfully. +15 min saved!" },
  copyFailed: {
    title: "Copy failed",
    description: "Could not copy to clipboard. Please try selecting and copying manually.",
  },
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
  minutes_saved: z
    .number()
    .int()
    .min(0)
    .max(limits.maxMinutesPerUsageEvent, `minutes_saved must be at most ${limits.maxMinutesPerUsageEvent}`)
    .default(limits.minutesSavedPerAction),
  category: z.string().trim().max(64).nullish(),
  prompt_id: z.string().trim().max(64).nullish(),
  source: z.string().trim().min(1).max(32).default("manual"),
});
export type TrackUsageInput = z.input<typeof trackUsageSchema>;

export const usageEventSchema = z.object({
  id: z.string(),
  event: z.string(),
  minutesSaved: z.number().int(),
  category: z.string().nullable(),
  promptId: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type UsageEvent = z.infer<typeof usageEventSchema>;

export const trackUsageResponseSchema = z.object({
  event: usageEventSchema,
  /** Everything the member has saved so far, this event included. */
  totalMinutes: z.number().int(),
});
export type TrackUsageResponse = z.infer<typeof trackUsageResponseSchema>;

/** The browser sends its own zone, so "today" and "this week" are the member's. */
export const usageSummaryQuerySchema = z.object({
  timeZone: timeZoneSchema.meta({
    description: "An IANA time zone such as Europe/Paris; days and weeks are counted in it.",
  }),
});
export type UsageSummaryQuery = z.input<typeof usageSummaryQuerySchema>;

/** How many days the dashboard chart covers, today included. */
export const USAGE_CHART_DAYS = 30;
/** How many events the dashboard lists as recent activity. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const usageSummarySchema = z.object({
  timeZone: z.string(),
  /** Today's date in `timeZone`, YYYY-MM-DD. */
  today: z.string(),
  totalMinutes: z.number().int(),
  /** Since Monday, in `timeZone`. */
  weekMinutes: z.number().int(),
  todayMinutes: z.number().int(),
  /** Consecutive days with at least one event, ending today or yesterday; 0 otherwise. */
  streakDays: z.number().int(),
  /** One entry per day, oldest first, the last being today; days without events are 0. */
  daily: z.array(z.object({ date: z.string(), minutes: z.number().int() })),
  /** The latest events, newest first. */
  recent: z.array(usageEventSchema),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;
