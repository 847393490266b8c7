/**
 * Library search latency at 1,000 and 10,000 prompts: each size loads generated prompts into a
 * fresh embedded database, then times searchLibrary (the use case behind GET /api/library) over
 * a mix of what members do: full-text queries, filters, every sort and next pages.
 */
import { cpus, loadavg } from "node:os";

import { PGlite } from "@electric-sql/pglite";
import { libraryQuerySchema, type LibraryQuery } from "@promptloom/contracts/library-search";
import { sql } from "drizzle-orm";

import { formatMs, percentile, reportRow } from "../../../scripts/bench/report.ts";
import { openPglite } from "../src/db/client.ts";
import { libraryCategories, libraryPrompts } from "../src/db/schema/index.ts";
import { loadStarterLibrary } from "../src/features/library/load-starter-library.ts";
import { searchLibrary } from "../src/features/library/search-library.ts";
import { generateLibraryPrompts } from "../src/testing/generate-library-prompts.ts";

const sizes = [1_000, 10_000];
const roundsPerScenario = 40;
const warmUpRounds = 5;
const budgetP95Ms = 10;

const scenarios: { name: string; query: LibraryQuery; nextPage?: boolean }[] = [
  { name: "browse (featured first)", query: {} },
  { name: "newest", query: { sort: "newest" } },
  { name: "most copied, text", query: { sort: "copied", type: "text" } },
  { name: "category", query: { category: "email" } },
  { name: "two tags", query: { tags: "email,sales" } },
  { name: "model + type", query: { model: "claude", type: "text" } },
  { name: "search: common word", query: { q: "write" } },
  { name: "search: two words", query: { q: "customer email" } },
  { name: "search: rare word", query: { q: "gratitude" } },
  { name: "search: phrase", query: { q: '"landing page"' } },
  { name: "search + category + sort", query: { q: "report", category: "data-analysis", sort: "copied" } },
  { name: "search, page 2", query: { q: "plan" }, nextPage: true },
  { name: "newest, page 2", query: { sort: "newest" }, nextPage: true },
];

const format = (ms: number) => ms.toFixed(2).padStart(7);

const measure = async (size: number) => {
  const client = await PGlite.create();
  const handle = openPglite(client);
  await handle.migrate();
  const { db } = handle;
  const { categories } = await loadStarterLibrary();
  await db.insert(libraryCategories).values(categories.map((category, position) => ({ ...category, position })));
  const prompts = generateLibraryPrompts({ count: size, categories });
  for (let start = 0; start < prompts.length; start += 500) {
    await db.insert(libraryPrompts).values(prompts.slice(start, start + 500));
  }
  await db.execute(sql`analyze`);

  const all: number[] = [];
  console.log(`\n${size.toLocaleString("en")} prompts          p50 ms   p95 ms   results`);
  for (const scenario of scenarios) {
    let query = libraryQuerySchema.parse(scenario.query);
    const first = await searchLibrary({ db, userId: "bench", query });
    if (scenario.nextPage && first.nextCursor) query = { ...query, cursor: first.nextCursor };
    for (let round = 0; round < warmUpRounds; round += 1) await searchLibrary({ db, userId: "bench", query });
    const timings: number[] = [];
    for (let round = 0; round < roundsPerScenario; round += 1) {
      const started = performance.now();
      await searchLibrary({ db, userId: "bench", query });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    all.push(...timings);
    console.log(
      `  ${scenario.name.padEnd(26)} ${format(percentile(timings, 0.5))}  ${format(percentile(timings, 0.95))}   ${first.total}`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  console.log(`  ${"all searches".padEnd(26)} ${format(percentile(all, 0.5))}  ${format(p95)}`);
  await handle.close();
  return p95;
};

// Timings are wall-clock: on a shared machine, a high load average inflates them.
console.log(
  `${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} at start`,
);
const results: { size: number; p95: number }[] = [];
for (const size of sizes) results.push({ size, p95: await measure(size) });
const largest = results.at(-1);
if (largest) {
  reportRow({
    section: "Library search in process (PGlite)",
    measure: `p95 over ${scenarios.length} member searches at ${largest.size.toLocaleString("en")} prompts`,
    result: formatMs(largest.p95),
    goal: `≤ ${budgetP95Ms} ms`,
    met: largest.p95 <= budgetP95Ms,
  });
}
