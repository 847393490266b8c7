import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One row per period: its label and a value per series. */
export type ChartRow = { label: string } & Record<string, number | string>;

export type ChartSeries = { key: string; name: string };

const chartColor = (index: number) => `hsl(var(--chart-${(index % 5) + 1}))`;

/**
 * Bars per period, one colour per series (stacked when there are several), in the theme's chart
 * colours. The same numbers are in the table beside it for screen readers and copying.
 */
export function SeriesChart({ rows, series }: { rows: ChartRow[]; series: ChartSeries[] }) {
  const isStacked = series.length > 1;
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: "hsl(var(--muted-foreground))", fontSize: 12 }} tickLine={false} />
          <YAxis
            allowDecimals={false}
            tick={{ fill: "hsl(var(--muted-foreground))", fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: "hsl(var(--muted) / 0.4)" }}
            contentStyle={{
              background: "hsl(var(--popover))",
              border: "1px solid hsl(var(--border))",
              borderRadius: 8,
              color: "hsl(var(--popover-foreground))",
            }}
          />
          {isStacked ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((entry, index) => (
            <Bar
              key={entry.key}
              dataKey={entry.key}
              name={entry.name}
              stackId={isStacked ? "total" : undefined}
              fill={chartColor(index)}
              radius={isStacked ? 0 : [4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
