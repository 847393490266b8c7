/**
 * Fails the build when the home page's JavaScript (its entry, the page chunk and everything they
 * import statically) exceeds the budget, measured gzip-compressed as browsers download it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 90;
const distDir = join(import.meta.dirname, "../dist");
const html = readFileSync(join(distDir, "index.html"), "utf8");

const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
  (match) => match[1] ?? "",
);
const files = [...new Set(scripts)];
if (files.length === 0) throw new Error("No scripts found in dist/index.html");

let totalBytes = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(distDir, file))).length;
  totalBytes += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(`home page JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Bundle budget exceeded by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
