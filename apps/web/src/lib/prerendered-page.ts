/**
 * What every prerendered page (the marketing pages, /auth) gets before it is written, so that its
 * first paint needs the HTML alone and nothing else competes with it: only the CSS its markup
 * uses, inline; its plain scripts and favicon inline; its module script started after the first
 * paint. Node only, like page-template.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createCriticalCss } from "./critical-css/critical-css.ts";
import { fullStylesheetAttribute } from "./full-stylesheet.ts";
import { replaceOnce } from "./page-template.ts";

const builtStylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const moduleScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
/** The build's own plain scripts (from public/, at the root of the build). */
const plainScript = /<script src="\/([\w-]+\.js)"([^>]*?)(?: defer)?><\/script>/g;
const favicon = /<link rel="icon" type="image\/svg\+xml" href="\/(favicon\.svg)" \/>/;

/**
 * Writes the part of the built stylesheet the page uses in place of its link (critical-css/); the
 * page's script links the whole stylesheet after the first paint (full-stylesheet.ts), and a
 * <noscript> link brings it without script.
 */
const inlineCriticalCss = (template: string, distDir: string) => {
  const file = builtStylesheet.exec(template)?.[1];
  if (!file) throw new Error("The page template links no built stylesheet");
  const criticalCss = createCriticalCss(readFileSync(join(distDir, file), "utf8"));
  return (page: string) => {
    const css = criticalCss(page);
    if (css.includes("</")) throw new Error(`${file} cannot be written inside a <style> element`);
    const inline = `<style ${fullStylesheetAttribute}="/${file}">${css}</style>`;
    return replaceOnce(page, builtStylesheet, `${inline}<noscript><link rel="stylesheet" href="/${file}"></noscript>`);
  };
};

/**
 * Hands the page's module script and modulepreloads to public/start-after-paint.js, which fetches
 * them side by side once the browser reports the first contentful paint (at once in a background
 * tab, after 3 s at the latest). On a slow phone the page then paints before its script is
 * downloaded, parsed and run (hydrating the sign-in form alone takes about as long as the paint),
 * and a returning visitor's cached script cannot hold the paint up.
 */
const startScriptsAfterFirstPaint = (page: string, alsoPreload: readonly string[]) => {
  const entry = moduleScript.exec(page)?.[1];
  if (!entry) throw new Error("The page has no module script");
  const linked = [...page.matchAll(modulePreload)].map((match) => match[1]);
  const preloads = [...new Set([...linked, ...alsoPreload])].join(" ");
  const starter = `<script src="/start-after-paint.js" data-module="${entry}" data-preload="${preloads}"></script>`;
  return page.replace(modulePreload, "").replace(moduleScript, () => starter);
};

/**
 * Writes the page's plain scripts into it (the server's Content-Security-Policy allows exactly
 * these files' contents by their hashes) and its icon as a data address: a request the page
 * makes before its first paint, however small, is a round trip a slow phone waits for.
 */
const inlineSmallFiles = (distDir: string) => {
  const read = (file: string) => readFileSync(join(distDir, file), "utf8");
  return (page: string) =>
    page
      .replace(plainScript, (_tag, file: string, attributes: string) => {
        const source = read(file);
        if (source.includes("</")) throw new Error(`${file} cannot be written inside a <script> element`);
        return `<script${attributes}>${source}</script>`;
      })
      .replace(favicon, (_tag, file: string) => {
        // Only what a data address cannot hold as it is gets encoded: about half the size.
        const svg = read(file)
          .trim()
          .replace(/"/g, "'")
          .replace(/[<>#%]/g, encodeURIComponent);
        const icon = `data:image/svg+xml,${svg}`;
        return `<link rel="icon" type="image/svg+xml" href="${icon}" />`;
      });
};

/**
 * The files of the modules an entry imports with `import()` at start-up, and theirs in turn, from
 * a Vite manifest: a page whose start-up is cut into tasks that way (entry-auth.tsx) preloads them
 * beside its entry, so the cut costs no round trip.
 */
export const dynamicImportFiles = (manifestPath: string, entrySource: string): string[] => {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>;
  const entry = manifest[entrySource];
  if (!entry) throw new Error(`${manifestPath} has no entry ${entrySource}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entry.dynamicImports ?? []) visit(key);
  return [...files];
};

/**
 * For one built template: finishes each page rendered into it. `alsoPreload` names module files the
 * page's script imports dynamically at once (dynamicImportFiles).
 */
export const createPageFinisher = (template: string, distDir: string, alsoPreload: readonly string[] = []) => {
  const withCriticalCss = inlineCriticalCss(template, distDir);
  const withSmallFilesInline = inlineSmallFiles(distDir);
  return (page: string) => withSmallFilesInline(startScriptsAfterFirstPaint(withCriticalCss(page), alsoPreload));
};
