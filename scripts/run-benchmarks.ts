/**
 * `npm run bench`: runs every `apps/<app>/bench/*.bench.ts` one after another (never in
 * parallel, so figures are not skewed by each other) and prints what each reports.
 * `npm run bench -- <substring>` runs only the benchmarks whose path contains it.
 */
import { spawnSync } from "node:child_process";
import { globSync } from "node:fs";

const filter = process.argv[2] ?? "";
const files = globSync("apps/*/bench/*.bench.ts")
  .filter((file) => file.includes(filter))
  .toSorted();
if (files.length === 0) {
  console.error(filter ? `No benchmark matches "${filter}".` : "No benchmarks found.");
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) failed.`);
  process.exit(1);
}
