/**
 * Build-time helpers for writing prerendered pages into the built HTML templates (Node only: the
 * prerender step and the server's re-render import them, the browser never does).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Fills one slot of a template, failing if the template no longer has it. */
export const replaceOnce = (html: string, pattern: string | RegExp, replacement: string) => {
  if (typeof pattern === "string" ? !html.includes(pattern) : !pattern.test(html)) {
    throw new Error(`The page template has no ${String(pattern)}`);
  }
  return html.replace(pattern, () => replacement);
};

export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

export const readBuildManifest = (distDir: string) =>
  JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as BuildManifest;

/** A chunk and every chunk it imports statically, in load order, skipping those already seen. */
export const chunkFiles = (manifest: BuildManifest, key: string, seen: Set<string>): string[] => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
};

/** Tells the browser to fetch these modules with the page, instead of one after another. */
export const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
