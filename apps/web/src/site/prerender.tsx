/**
 * Build step: renders every marketing page into the built site template, with its own title,
 * description and a modulepreload for its chunk, so pages show full content before any script
 * runs and hydrate without a request waterfall.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { renderToString } from "react-dom/server";

import { PublicFrame } from "../components/layouts/public-frame.tsx";
import { sitePages } from "./site-pages.ts";

type ManifestChunk = { file: string; src?: string; imports?: string[]; isDynamicEntry?: boolean };

const distDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const template = readFileSync(join(distDir, "site.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

/** The page chunk and every chunk it imports statically, in load order. */
const chunkFiles = (key: string, seen = new Set<string>()): string[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(child, seen))];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

for (const [path, load] of Object.entries(sitePages)) {
  const { Page, meta } = await load();
  const body = renderToString(
    <PublicFrame session={{ status: "loading", isPaid: false }} onSignOut={() => undefined} currentPath={path}>
      <Page />
    </PublicFrame>,
  );
  const pageKey = `src/site/pages/${path === "/" ? "home" : path.slice(1)}.tsx`;
  const preloads = chunkFiles(pageKey)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
  const html = template
    .replace(/<title>.*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace("<!--head-->", preloads)
    .replace("<!--page-->", body);
  const target = path === "/" ? join(distDir, "index.html") : join(distDir, path.slice(1), "index.html");
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  console.log(`prerendered ${path}`);
}
