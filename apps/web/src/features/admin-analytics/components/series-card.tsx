import type { AnalyticsSeriesId } from "@promptloom/contracts/admin-analytics";
import { analyticsSeriesLabels } from "@promptloom/contracts/admin-analytics";
import type * as React from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { CsvLink } from "./csv-link.tsx";
import { SeriesChart, type ChartRow, type ChartSeries } from "./series-chart.tsx";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** One series: its total for the period, the chart, the numbers as a table, and its CSV. */
export function SeriesCard({
  id,
  summary,
  description,
  rows,
  series,
  exportHref,
}: {
  id: AnalyticsSeriesId;
  summary: string;
  description?: React.ReactNode;
  rows: ChartRow[];
  series: ChartSeries[];
  exportHref: string;
}) {
  const title = analyticsSeriesLabels[id];
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <CardTitle id={`${id}-title`} as="h2" className="text-base">
            {title}
          </CardTitle>
          <CardDescription>
            <span className="text-2xl font-semibold text-foreground tabular-nums">{summary}</span>
            {description ? <span className="block text-xs">{description}</span> : null}
          </CardDescription>
        </div>
        <CsvLink href={exportHref} title={title} />
      </CardHeader>
      <CardContent className="space-y-3">
        {rows.length > 0 && series.length > 0 ? (
          <SeriesChart rows={rows} series={series} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">Nothing recorded in this period.</p>
        )}
        {rows.length > 0 && series.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
            <div className="mt-2 max-h-64 overflow-auto">
              <table className="w-full text-left tabular-nums">
                <caption className="sr-only">{title} by period</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Period
                    </th>
                    {series.map((entry) => (
                      <th key={entry.key} scope="col" className="py-1 pr-3 font-medium">
                        {entry.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label} className="border-b border-border/50">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {row.label}
                      </th>
                      {series.map((entry) => (
                        <td key={entry.key} className="py-1 pr-3">
                          {numberFormat.format(Number(row[entry.key] ?? 0))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
