/**
 * What a visitor's browser downloads and how Lighthouse rates it: the production server on a
 * fresh embedded database, each public page (the prerendered pages and /auth) loaded in Chromium
 * with its HTML and the JavaScript and CSS it fetched measured gzip-compressed, then Lighthouse's
 * mobile and desktop scores for / and /auth.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { chromium, type Browser } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { formatKb, formatMs, reportRow } from "../../../scripts/bench/report.ts";
import { serverCommand } from "../../../scripts/bench/server-command.ts";
import { startBenchServer } from "../../../scripts/bench/server-process.ts";
import { freePort } from "../../server/src/testing/free-port.ts";
import { fullChromiumLaunchOptions } from "../e2e/support/chromium.ts";
import { sitePages } from "../src/site/site-pages.ts";

const HOME_BUDGET_BYTES = 65 * 1024;
const AUTH_BUDGET_BYTES = 95 * 1024;
const publicPages = [...Object.keys(sitePages), "/auth"];

const kinds: Record<string, "html" | "js" | "css"> = { document: "html", script: "js", stylesheet: "css" };

/**
 * The page, scripts and stylesheets one page load fetches, gzip-compressed as a browser downloads
 * them (the page's HTML carries the CSS of its first paint; the whole stylesheet follows it).
 */
const weighPage = async (browser: Browser, url: string) => {
  const page = await browser.newPage();
  const sizes = { html: 0, js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const kind = kinds[response.request().resourceType()];
    if (!kind) return;
    pending.push(
      response.body().then((body) => {
        sizes[kind] += gzipSync(body).length;
        if (kind !== "html") sizes.files += 1;
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await page.close();
  return sizes;
};

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  /** Total blocking time: the main thread busy past 50 ms at a stretch while the page loads. */
  tbt: number;
};

/** One Lighthouse run against the Chromium that Playwright started with a debugging port. */
const audit = async (url: string, port: number, form: "mobile" | "desktop"): Promise<Scores> => {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    form === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
};

const describeScores = (scores: Scores) =>
  `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}, LCP ${formatMs(scores.lcp)}, TBT ${formatMs(scores.tbt)}, CLS ${scores.cls.toFixed(2)}`;

const dataDir = mkdtempSync(join(tmpdir(), "promptloom-bench-pages-"));
const server = await startBenchServer({ command: serverCommand(), dataDir });
const debuggingPort = await freePort();
const browser = await chromium.launch({
  ...fullChromiumLaunchOptions,
  args: [...fullChromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
});
try {
  for (const path of publicPages) {
    const sizes = await weighPage(browser, `${server.baseUrl}${path}`);
    const budget = path === "/" ? HOME_BUDGET_BYTES : path === "/auth" ? AUTH_BUDGET_BYTES : undefined;
    reportRow({
      section: "Page weight (gzip, as loaded in Chromium)",
      measure: `${path} HTML / JavaScript / CSS`,
      result: `${formatKb(sizes.html)} / ${formatKb(sizes.js)} / ${formatKb(sizes.css)}, ${sizes.files} files`,
      ...(budget ? { goal: `JS ≤ ${formatKb(budget)}`, met: sizes.js <= budget } : {}),
    });
  }
  for (const path of ["/", "/auth"]) {
    for (const form of ["mobile", "desktop"] as const) {
      const scores = await audit(`${server.baseUrl}${path}`, debuggingPort, form);
      const perfect = [scores.performance, scores.accessibility, scores.bestPractices, scores.seo].every(
        (s) => s === 100,
      );
      reportRow({
        section: "Lighthouse (performance / accessibility / best practices / SEO)",
        measure: `${path} ${form}`,
        result: describeScores(scores),
        goal: form === "mobile" ? "100 / 100 / 100 / 100, LCP ≤ 1.2 s, TBT ≤ 150 ms" : "100 / 100 / 100 / 100",
        met: perfect && (form === "desktop" || (scores.lcp <= 1200 && scores.tbt <= 150)),
      });
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
