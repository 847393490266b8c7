import { appendFileSync } from "node:fs";

/** One line of the table `npm run bench` prints. */
export type BenchRow = {
  /** The part of the table the row belongs to ("HTTP on PGlite", "Page weight", ...). */
  section: string;
  measure: string;
  result: string;
  goal?: string;
  /** Whether the result meets the goal; absent for figures without a goal. */
  met?: boolean;
};

const verdict = (row: BenchRow) => (row.met === undefined ? "" : row.met ? "✓" : "✗");

/**
 * Prints a row and hands it to `npm run bench` (scripts/run-benchmarks.ts), which collects the
 * rows of every benchmark into one table. A benchmark run on its own only prints.
 */
export const reportRow = (row: BenchRow) => {
  console.log(`  ${row.measure}: ${row.result}${row.goal ? ` (goal ${row.goal}) ${verdict(row)}` : ""}`);
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
};

/** The rows as one Markdown table per section, ready to paste into the README. */
export const printTable = (rows: BenchRow[]) => {
  const sections = [...new Set(rows.map((row) => row.section))];
  for (const section of sections) {
    const sectionRows = rows.filter((row) => row.section === section);
    console.log(`\n${section}\n`);
    console.log("| measure | result | goal | |");
    console.log("|---|---|---|---|");
    for (const row of sectionRows)
      console.log(`| ${row.measure} | ${row.result} | ${row.goal ?? ""} | ${verdict(row)} |`);
  }
  const missed = rows.filter((row) => row.met === false).length;
  const withGoal = rows.filter((row) => row.met !== undefined).length;
  console.log(`\n${withGoal - missed} of ${withGoal} goals met.`);
};

export const formatCount = (value: number) => Math.round(value).toLocaleString("en");

export const formatMs = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${formatCount(ms)} ms`);

export const formatMb = (bytes: number) => `${formatCount(bytes / 1024 / 1024)} MB`;

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The value at `share` (0–1) of the values, nearest rank. */
export const percentile = (values: number[], share: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
};
