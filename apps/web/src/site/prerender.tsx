/**
 * Build step: renders every marketing page into the built site template, with its own title,
 * description and a modulepreload for each island on it, so pages show full content before any
 * script runs and their interactive parts hydrate without a request waterfall.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { renderToString } from "react-dom/server";

import { islands, islandSource, type IslandName } from "./islands.ts";
import { SiteLayout } from "./site-layout.tsx";
import { sitePages } from "./site-pages.ts";

type ManifestChunk = { file: string; src?: string; imports?: string[]; isDynamicEntry?: boolean };

const distDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const template = readFileSync(join(distDir, "site.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** A chunk and every chunk it imports statically, in load order, skipping those already seen. */
const chunkFiles = (key: string, seen: Set<string>): string[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(child, seen))];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Fills one slot of the template, failing the build if the template no longer has it. */
const replaceOnce = (html: string, pattern: string | RegExp, replacement: string) => {
  if (typeof pattern === "string" ? !html.includes(pattern) : !pattern.test(html)) {
    throw new Error(`The site template has no ${String(pattern)}`);
  }
  return html.replace(pattern, () => replacement);
};

const islandsIn = (html: string): IslandName[] =>
  Object.keys(islands).filter((name) => html.includes(`data-island="${name}"`)) as IslandName[];

for (const [path, load] of Object.entries(sitePages)) {
  const { Page, meta } = await load();
  const body = renderToString(
    <SiteLayout path={path}>
      <Page />
    </SiteLayout>,
  );
  const seen = new Set<string>();
  const preloads = islandsIn(body)
    .flatMap((name) => {
      if (!manifest[islandSource(name)]) throw new Error(`The build has no chunk for the island "${name}"`);
      return chunkFiles(islandSource(name), seen);
    })
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
  const slots: [string | RegExp, string][] = [
    [/<title>.*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ],
    ["<!--head-->", preloads],
    ["<!--page-->", body],
  ];
  const html = slots.reduce((page, [pattern, replacement]) => replaceOnce(page, pattern, replacement), template);
  const target = path === "/" ? join(distDir, "index.html") : join(distDir, path.slice(1), "index.html");
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  console.log(`prerendered ${path}`);
}
