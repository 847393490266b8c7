/**
 * Fails the build when a page's JavaScript (its entry and everything the page preloads, i.e.
 * what a browser downloads before the page is interactive) exceeds the page's budget, measured
 * gzip-compressed as browsers download it. README "Speed and `npm run bench`" keeps the goals.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const budgetsKb: Record<string, number> = {
  "index.html": 10,
  "auth/index.html": 90,
};
const distDir = join(import.meta.dirname, "../dist");

/** The scripts a built page loads at once: its module entries and their modulepreloads. */
const scriptsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    ),
  ),
];

let isOverBudget = false;
for (const [page, budgetKb] of Object.entries(budgetsKb)) {
  const files = scriptsOf(readFileSync(join(distDir, page), "utf8"));
  if (files.length === 0) throw new Error(`No scripts found in dist/${page}`);
  const totalKb = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024;
  const verdict = totalKb > budgetKb ? `over by ${(totalKb - budgetKb).toFixed(1)} KB` : "within";
  console.log(`${page}: ${files.length} scripts, ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB, ${verdict})`);
  if (totalKb > budgetKb) isOverBudget = true;
}
if (isOverBudget) process.exit(1);
