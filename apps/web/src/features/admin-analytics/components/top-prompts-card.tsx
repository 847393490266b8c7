import type { Analytics } from "@promptloom/contracts/admin-analytics";
import { analyticsSeriesLabels } from "@promptloom/contracts/admin-analytics";

import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { CsvLink } from "./csv-link.tsx";

/** The library prompts members copied most in the period, each with a bar for its share. */
export function TopPromptsCard({
  prompts,
  exportHref,
}: {
  prompts: Analytics["topLibraryPrompts"];
  exportHref: string;
}) {
  const title = analyticsSeriesLabels.top_library_prompts;
  const most = Math.max(1, ...prompts.map((prompt) => prompt.copies));
  return (
    <Card role="region" aria-labelledby="top-prompts-title" className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <CardTitle id="top-prompts-title" as="h2" className="text-base">
          {title}
        </CardTitle>
        <CsvLink href={exportHref} title={title} />
      </CardHeader>
      <CardContent>
        {prompts.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No library prompt was copied in this period.</p>
        ) : (
          <ol className="space-y-2 text-sm" aria-label={title}>
            {prompts.map((prompt) => (
              <li key={prompt.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
                <span className="truncate">
                  {prompt.title} <span className="text-xs text-muted-foreground">({prompt.type})</span>
                </span>
                <span className="tabular-nums">{prompt.copies === 1 ? "1 copy" : `${prompt.copies} copies`}</span>
                <span aria-hidden="true" className="col-span-2 h-1.5 rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-chart-1"
                    style={{ width: `${(prompt.copies / most) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
