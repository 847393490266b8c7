import type { AnalyticsInterval } from "@promptloom/contracts/admin-analytics";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A period of whole local days in a time zone, grouped by day, week (from Monday) or month. */
export type AnalyticsWindow = { from: string; to: string; interval: AnalyticsInterval; timeZone: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period that holds `date` (YYYY-MM-DD, calendar arithmetic in UTC). */
const periodStart = (date: string, interval: AnalyticsInterval): Date => {
  const value = new Date(`${date}T00:00:00Z`);
  if (interval === "week") value.setUTCDate(value.getUTCDate() - ((value.getUTCDay() + 6) % 7));
  if (interval === "month") value.setUTCDate(1);
  return value;
};

/** Every period start from the one holding `from` to the one holding `to`, so empty periods show as zeros. */
export const periodsOf = (window: AnalyticsWindow): string[] => {
  const periods: string[] = [];
  const end = periodStart(window.to, window.interval);
  for (let cursor = periodStart(window.from, window.interval); cursor <= end;) {
    periods.push(day(cursor));
    if (window.interval === "day") cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (window.interval === "week") cursor.setUTCDate(cursor.getUTCDate() + 7);
    if (window.interval === "month") cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return periods;
};

/** The period start (YYYY-MM-DD text) of a timestamp column, in the window's time zone. */
export const periodOf = (column: SQLWrapper, window: AnalyticsWindow): SQL<string> =>
  sql<string>`to_char(date_trunc(${window.interval}, ${column} at time zone ${window.timeZone}), 'YYYY-MM-DD')`;

/** True for timestamps inside the window: from local midnight of `from` to the end of `to`. */
export const insideWindow = (column: SQLWrapper, window: AnalyticsWindow): SQL =>
  sql`${column} >= (${window.from}::date::timestamp at time zone ${window.timeZone}) and ${column} < ((${window.to}::date + 1)::timestamp at time zone ${window.timeZone})`;

/** Points for every period, zero where the query found nothing. */
export const fillPeriods = (periods: string[], rows: { period: string; value: number }[]) => {
  const values = new Map(rows.map((row) => [row.period, Number(row.value)]));
  return periods.map((period) => ({ period, value: values.get(period) ?? 0 }));
};
