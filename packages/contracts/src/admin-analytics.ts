import { z } from "zod";

import { auditEntrySchema } from "./audit.ts";
import { calendarDateSchema } from "./dates.ts";
import { timeZoneSchema } from "./time-zone.ts";

/** The business at a glance (GET /api/admin/overview). Months are calendar months in `timeZone`. */
export const adminOverviewSchema = z.object({
  timeZone: z.string(),
  /** Every account. */
  members: z.number().int(),
  /** Members with a live (paid, not refunded) subscription. */
  payingMembers: z.number().int(),
  /** Members with access but no live subscription: given by hand by an admin, admins included. */
  grantedAccess: z.number().int(),
  /** Monthly recurring revenue in cents: monthly plans plus yearly plans / 12, live subscriptions only. */
  mrrCents: z.number().int(),
  subscriptions: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  thisMonth: z.object({
    signUps: z.number().int(),
    paidConversions: z.number().int(),
    /** Members whose paid subscription ended this month and who have none now. */
    churned: z.number().int(),
    /** churned / paying at the start of the month; null when nobody was paying then. */
    churnRate: z.number().nullable(),
    /** Members with a subscription that was live when the month began. */
    payingAtMonthStart: z.number().int(),
    refunds: z.number().int(),
  }),
  refundedMembers: z.number().int(),
  minutesSavedByAll: z.number().int(),
  pendingModeration: z.object({ submissions: z.number().int(), reportedPrompts: z.number().int() }),
  /** Support tickets and contact messages waiting for the team's answer. */
  openSupportTickets: z.number().int(),
  recentAudit: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminOverviewQuerySchema = z.object({ timeZone: timeZoneSchema });

export const analyticsIntervals = ["day", "week", "month"] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

export const analyticsSeriesIds = [
  "sign_ups",
  "paid_conversions",
  "active_members",
  "usage_by_category",
  "hours_saved",
  "ai_calls",
  "top_library_prompts",
] as const;
export type AnalyticsSeriesId = (typeof analyticsSeriesIds)[number];

export const analyticsSeriesLabels: Record<AnalyticsSeriesId, string> = {
  sign_ups: "Sign-ups",
  paid_conversions: "Paid conversions",
  active_members: "Active members",
  usage_by_category: "Usage events by category",
  hours_saved: "Hours saved",
  ai_calls: "AI calls",
  top_library_prompts: "Top copied library prompts",
};

/** The longest period one request covers, so a chart never reads years of events at once. */
export const analyticsMaxDays = 731;

const dateSchema = calendarDateSchema("Use a date like 2026-01-31");

/** A period of whole days in `timeZone`, both ends included, grouped by `interval`. */
export const analyticsQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    interval: z.enum(analyticsIntervals).default("day"),
    timeZone: timeZoneSchema,
  })
  .refine((query) => query.from <= query.to, { message: "The period must end after it starts", path: ["to"] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < analyticsMaxDays, {
    message: `Choose a period of at most ${analyticsMaxDays} days`,
    path: ["from"],
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const analyticsExportQuerySchema = analyticsQuerySchema.and(
  z.object({ series: z.enum(analyticsSeriesIds, "Unknown series") }),
);

/** One value per period start (YYYY-MM-DD), every period present, zeros included. */
export const pointSchema = z.object({ period: z.string(), value: z.number() });

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(analyticsIntervals),
  timeZone: z.string(),
  periods: z.array(z.string()),
  signUps: z.array(pointSchema),
  paidConversions: z.array(pointSchema),
  /** Members who recorded at least one usage event (a copy, a save, a voice prompt) in the period. */
  activeMembers: z.array(pointSchema),
  /** Events per category per period; categories ordered by their total. */
  usageByCategory: z.array(z.object({ category: z.string(), points: z.array(pointSchema) })),
  hoursSaved: z.array(pointSchema),
  aiCalls: z.object({
    points: z.array(pointSchema),
    /** What is counted, so the screen can say so. */
    source: z.string(),
  }),
  topLibraryPrompts: z.array(
    z.object({ id: z.string(), slug: z.string(), title: z.string(), type: z.string(), copies: z.number().int() }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
