import type { AnalyticsInterval } from "@promptloom/contracts/admin-analytics";

export const periodPresets = [
  { id: "7d", label: "Last 7 days", days: 7, interval: "day" },
  { id: "30d", label: "Last 30 days", days: 30, interval: "day" },
  { id: "90d", label: "Last 90 days", days: 90, interval: "week" },
  { id: "12m", label: "Last 12 months", days: 365, interval: "month" },
] as const satisfies { id: string; label: string; days: number; interval: AnalyticsInterval }[];

export type PeriodPresetId = (typeof periodPresets)[number]["id"];

/** A calendar day (YYYY-MM-DD) in `timeZone`, `daysBack` days before `now`. */
export const dayIn = (timeZone: string, daysBack = 0, now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(now.getTime() - daysBack * 86_400_000),
  );

/** The preset's first and last day, today included. */
export const presetPeriod = (id: PeriodPresetId, timeZone: string, now = new Date()) => {
  const preset = periodPresets.find((candidate) => candidate.id === id) ?? periodPresets[1];
  return { from: dayIn(timeZone, preset.days - 1, now), to: dayIn(timeZone, 0, now), interval: preset.interval };
};
