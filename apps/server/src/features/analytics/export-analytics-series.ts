import { analyticsSeriesLabels, type Analytics, type AnalyticsSeriesId } from "@promptloom/contracts/admin-analytics";

import type { Download } from "../../http/send-download.ts";
import { toSpreadsheetCsv } from "../../lib/csv.ts";

type Table = { header: string[]; rows: (string | number)[][] };

const points = (name: string, series: { period: string; value: number }[]): Table => ({
  header: ["period", name],
  rows: series.map((point) => [point.period, point.value]),
});

/** Each series as a table: one row per period (categories as columns), or one row per prompt. */
const tables: Record<AnalyticsSeriesId, (analytics: Analytics) => Table> = {
  sign_ups: (analytics) => points("sign_ups", analytics.signUps),
  paid_conversions: (analytics) => points("paid_conversions", analytics.paidConversions),
  active_members: (analytics) => points("active_members", analytics.activeMembers),
  hours_saved: (analytics) => points("hours_saved", analytics.hoursSaved),
  ai_calls: (analytics) => points("ai_calls", analytics.aiCalls.points),
  usage_by_category: (analytics) => ({
    header: ["period", ...analytics.usageByCategory.map((series) => series.category)],
    rows: analytics.periods.map((period, index) => [
      period,
      ...analytics.usageByCategory.map((series) => series.points[index]?.value ?? 0),
    ]),
  }),
  top_library_prompts: (analytics) => ({
    header: ["rank", "title", "slug", "type", "copies"],
    rows: analytics.topLibraryPrompts.map((prompt, index) => [
      index + 1,
      prompt.title,
      prompt.slug,
      prompt.type,
      prompt.copies,
    ]),
  }),
};

/** One series of the analytics screen as a CSV file named for it and its period. */
export const exportAnalyticsSeries = (analytics: Analytics, series: AnalyticsSeriesId): Download => {
  const { header, rows } = tables[series](analytics);
  const name = analyticsSeriesLabels[series].toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    fileName: `${name}-${analytics.from}-to-${analytics.to}.csv`,
    contentType: "text/csv; charset=utf-8",
    body: toSpreadsheetCsv(header, rows),
  };
};
