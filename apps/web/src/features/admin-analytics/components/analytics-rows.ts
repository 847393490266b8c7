import type { Analytics, AnalyticsInterval } from "@promptloom/contracts/admin-analytics";

import type { ChartRow, ChartSeries } from "./series-chart.tsx";

type Point = { period: string; value: number };

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** A period's first day as its label: "Feb 3" for days and weeks, "Feb 2026" for months. */
export const periodLabel = (period: string, interval: AnalyticsInterval) =>
  (interval === "month" ? monthLabel : dayLabel).format(new Date(`${period}T00:00:00Z`));

export const sumOf = (points: Point[]) => points.reduce((total, point) => total + point.value, 0);

/** One series as chart rows. */
export const pointRows = (points: Point[], interval: AnalyticsInterval, name: string) => ({
  rows: points.map((point): ChartRow => ({ label: periodLabel(point.period, interval), value: point.value })),
  series: [{ key: "value", name }] satisfies ChartSeries[],
});

/**
 * Usage by category as stacked rows, one key per category. Keys are positions, not the names,
 * because the chart reads a dot in a key as a path.
 */
export const categoryRows = (analytics: Analytics) => {
  const series = analytics.usageByCategory.map((entry, index): ChartSeries => ({
    key: `c${index}`,
    name: entry.category,
  }));
  const rows = analytics.periods.map((period, position): ChartRow => {
    const row: ChartRow = { label: periodLabel(period, analytics.interval) };
    analytics.usageByCategory.forEach((entry, index) => {
      row[`c${index}`] = entry.points[position]?.value ?? 0;
    });
    return row;
  });
  return { rows, series };
};
