/**
 * `npm run bench`: builds the app, runs every `apps/<app>/bench/*.bench.ts` one after another
 * (never in parallel, so figures are not skewed by each other), then prints the rows they report
 * as one table. `npm run bench -- <substring>` runs only the benchmarks whose path contains it;
 * `--no-build` reuses the last build.
 */
import { spawnSync } from "node:child_process";
import { globSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

import { printTable, type BenchRow } from "./bench/report.ts";

const args = process.argv.slice(2);
const filter = args.find((arg) => !arg.startsWith("--")) ?? "";
const files = globSync("apps/*/bench/*.bench.ts")
  .filter((file) => file.includes(filter))
  .toSorted();
if (files.length === 0) {
  console.error(filter ? `No benchmark matches "${filter}".` : "No benchmarks found.");
  process.exit(1);
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const resultsDir = mkdtempSync(join(tmpdir(), "promptloom-bench-results-"));
const resultsFile = join(resultsDir, "rows.jsonl");
// Timings are wall-clock: on a shared machine, a high load average inflates them.
const startLoad = loadavg()
  .map((load) => load.toFixed(1))
  .join(" ");

let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", file], {
    stdio: "inherit",
    env: { ...process.env, BENCH_RESULTS: resultsFile },
  });
  if (result.status !== 0) failed += 1;
}

const rows = (() => {
  try {
    return readFileSync(resultsFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BenchRow);
  } catch {
    return [];
  } finally {
    rmSync(resultsDir, { recursive: true, force: true });
  }
})();
console.log(`\n${cpus().length} cores, load average ${startLoad} at start\n`);
printTable(rows);
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) failed.`);
  process.exit(1);
}
