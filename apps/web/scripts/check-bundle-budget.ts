/**
 * Fails the build when a page outgrows its budget, measured gzip-compressed as browsers download
 * it: its JavaScript (its entry and everything fetched beside it, i.e. what a browser downloads
 * before the page is interactive) and the CSS written inline for its first paint (the rules its
 * markup uses, lib/critical-css/). README "Budgets" keeps the goals.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const budgetsKb: Record<string, { js: number; inlineCss: number }> = {
  "index.html": { js: 10, inlineCss: 6 },
  "auth/index.html": { js: 90, inlineCss: 5 },
};
const distDir = join(import.meta.dirname, "../dist");

/**
 * The scripts a built page loads at once: its module entry and the modules fetched beside it,
 * which the page's inline starter fetches after the first paint (lib/prerendered-page.ts).
 */
const scriptsOf = (html: string) => {
  const starter = /<script data-module="\/([^"]+)" data-preload="([^"]*)">/.exec(html);
  if (!starter) return [];
  const preloads = (starter[2] ?? "").split(" ").filter(Boolean);
  return [...new Set([starter[1] ?? "", ...preloads.map((href) => href.slice(1))])];
};

/** The CSS the page carries inline for its first paint. */
const inlineCssOf = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");

const gzipKb = (content: string | Buffer) => gzipSync(content).length / 1024;

let isOverBudget = false;
const report = (page: string, what: string, kb: number, budgetKb: number) => {
  const verdict = kb > budgetKb ? `over by ${(kb - budgetKb).toFixed(1)} KB` : "within";
  console.log(`${page}: ${what} ${kb.toFixed(1)} KB gzip (budget ${budgetKb} KB, ${verdict})`);
  if (kb > budgetKb) isOverBudget = true;
};

for (const [page, budget] of Object.entries(budgetsKb)) {
  const html = readFileSync(join(distDir, page), "utf8");
  const files = scriptsOf(html);
  if (files.length === 0) throw new Error(`No scripts found in dist/${page}`);
  const css = inlineCssOf(html);
  if (css.length === 0) throw new Error(`No inline CSS found in dist/${page}`);
  const jsKb = files.reduce((sum, file) => sum + gzipKb(readFileSync(join(distDir, file))), 0);
  report(page, `${files.length} scripts`, jsKb, budget.js);
  report(page, "inline CSS", gzipKb(css), budget.inlineCss);
}
if (isOverBudget) process.exit(1);
