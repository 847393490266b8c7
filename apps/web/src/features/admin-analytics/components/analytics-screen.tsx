import { analyticsQuerySchema, type Analytics, type AnalyticsQuery } from "@promptloom/contracts/admin-analytics";
import { useState } from "react";

import { ItemState } from "../../../components/ui/item-state.tsx";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";
import { presetPeriod, type PeriodPresetId } from "../analytics-period.ts";
import { analyticsExportHref, useAnalytics } from "../api/get-analytics.ts";
import { categoryRows, pointRows, sumOf } from "./analytics-rows.ts";
import { PeriodControls, type Period } from "./period-controls.tsx";
import { SeriesCard } from "./series-card.tsx";
import { TopPromptsCard } from "./top-prompts-card.tsx";

const whole = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

function Charts({ analytics, query }: { analytics: Analytics; query: AnalyticsQuery }) {
  const { interval } = analytics;
  const single = (
    id: "sign_ups" | "paid_conversions" | "active_members" | "ai_calls",
    points: Analytics["signUps"],
  ) => {
    const { rows, series } = pointRows(points, interval, "Count");
    return (
      <SeriesCard
        id={id}
        summary={whole.format(sumOf(points))}
        rows={rows}
        series={series}
        exportHref={analyticsExportHref(query, id)}
      />
    );
  };
  const hours = pointRows(analytics.hoursSaved, interval, "Hours");
  const categories = categoryRows(analytics);
  const events = analytics.usageByCategory.reduce((total, entry) => total + sumOf(entry.points), 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {single("sign_ups", analytics.signUps)}
      {single("paid_conversions", analytics.paidConversions)}
      <SeriesCard
        id="active_members"
        summary={`${whole.format(Math.max(0, ...analytics.activeMembers.map((point) => point.value)))} at most`}
        description={`Members who copied, saved or dictated a prompt, per ${interval}`}
        {...pointRows(analytics.activeMembers, interval, "Members")}
        exportHref={analyticsExportHref(query, "active_members")}
      />
      <SeriesCard
        id="hours_saved"
        summary={`${oneDecimal.format(sumOf(analytics.hoursSaved))} h`}
        rows={hours.rows}
        series={hours.series}
        exportHref={analyticsExportHref(query, "hours_saved")}
      />
      <SeriesCard
        id="usage_by_category"
        summary={`${whole.format(events)} events`}
        rows={categories.series.length > 0 ? categories.rows : []}
        series={categories.series}
        exportHref={analyticsExportHref(query, "usage_by_category")}
      />
      <SeriesCard
        id="ai_calls"
        summary={whole.format(sumOf(analytics.aiCalls.points))}
        description={analytics.aiCalls.source}
        {...pointRows(analytics.aiCalls.points, interval, "Calls")}
        exportHref={analyticsExportHref(query, "ai_calls")}
      />
      <TopPromptsCard
        prompts={analytics.topLibraryPrompts}
        exportHref={analyticsExportHref(query, "top_library_prompts")}
      />
    </div>
  );
}

/** Charts of the business over a chosen period, each series downloadable as CSV. */
export function AnalyticsScreen() {
  const [timeZone] = useState(browserTimeZone);
  const [preset, setPreset] = useState<PeriodPresetId | "custom">("30d");
  const [period, setPeriod] = useState<Period>(() => presetPeriod("30d", timeZone));
  const parsed = analyticsQuerySchema.safeParse({ ...period, timeZone });
  const query: AnalyticsQuery | null = parsed.success ? { ...period, timeZone } : null;
  const analytics = useAnalytics(query);

  return (
    <div className="space-y-6">
      <PeriodControls
        preset={preset}
        period={period}
        onPreset={(id) => {
          setPreset(id);
          setPeriod(presetPeriod(id, timeZone));
        }}
        onChange={(changes) => {
          setPreset("custom");
          setPeriod((current) => ({ ...current, ...changes }));
        }}
      />
      <p className="text-sm text-muted-foreground">Days are counted in {timeZone}.</p>
      {!parsed.success ? (
        <p role="alert" className="text-sm text-error">
          {parsed.error.issues[0]?.message}
        </p>
      ) : (
        <ItemState query={analytics} pendingLabel="Loading the charts" errorLabel="Could not load the analytics.">
          {(loaded) => (
            <div aria-busy={analytics.isPlaceholderData}>
              <Charts analytics={loaded} query={{ ...period, timeZone }} />
            </div>
          )}
        </ItemState>
      )}
    </div>
  );
}
