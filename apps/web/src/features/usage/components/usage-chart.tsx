import type { UsageSummary } from "@promptloom/contracts/usage";

import { formatShortDate } from "../format-usage.ts";

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;

/**
 * Minutes saved per day over the last 30 days, as plain SVG bars (no chart library to download).
 * Screen readers get the same figures as a table.
 */
export function UsageChart({ daily }: { daily: UsageSummary["daily"] }) {
  const max = Math.max(15, ...daily.map((day) => day.minutes));
  const slot = WIDTH / Math.max(1, daily.length);
  const first = daily[0];
  const last = daily.at(-1);
  const busiest = daily.reduce((best, day) => (day.minutes > best ? day.minutes : best), 0);

  return (
    <figure className="space-y-2">
      <div className="flex items-baseline justify-between text-xs text-muted-foreground">
        <span>{max} min</span>
        <span>Busiest day: {busiest} min</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-36 w-full overflow-visible"
        aria-hidden="true"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth={0.5} />
        {daily.map((day, index) => {
          const height = day.minutes === 0 ? 0 : Math.max(2, (day.minutes / max) * HEIGHT);
          return (
            <rect
              key={day.date}
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={slot - GAP}
              height={height}
              rx={1}
              className={index === daily.length - 1 ? "fill-primary" : "fill-chart-1"}
            >
              <title>{`${formatShortDate(day.date)}: ${day.minutes} min`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first ? formatShortDate(first.date) : ""}</span>
        <span>Today{last ? `, ${formatShortDate(last.date)}` : ""}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Minutes saved per day, last {daily.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minutes saved</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <td>{formatShortDate(day.date)}</td>
              <td>{day.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
