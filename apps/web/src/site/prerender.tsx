/**
 * Renders the marketing pages into the built site template, with their own title, description,
 * the CSS they use inline and the modules of each island on them fetched beside the page's script,
 * so pages paint full content from their HTML alone, before any script runs (it starts after the
 * first paint), and their interactive parts hydrate without a request waterfall. The build runs
 * this file to write every page with the default content; the server imports it to render the
 * pages again when an admin changes the editable content (the hero and feature cards).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { defaultFeaturesHero, type FeaturesHero } from "@promptloom/contracts/site-content";
import { renderToString } from "react-dom/server";

import type { SitePagePath } from "../config/paths.ts";
import { chunkFiles, escapeHtml, modulePreloads, readBuildManifest, replaceOnce } from "../lib/page-template.ts";
import { createPageFinisher } from "../lib/prerendered-page.ts";
import { islandHydrationSource, islands, islandSource, type IslandName } from "./islands.ts";
import { SiteContentProvider } from "./site-content.tsx";
import { SiteLayout } from "./site-layout.tsx";
import { sitePages } from "./site-pages.ts";

const builtDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");

const islandsIn = (html: string): IslandName[] =>
  Object.keys(islands).filter((name) => html.includes(`data-island="${name}"`)) as IslandName[];

/**
 * A renderer for the pages of one build (its template and manifest are read once). The server
 * imports this module from the build and calls it with an admin's content.
 */
export const createSitePageRenderer = (distDir: string = builtDir) => {
  const template = readFileSync(join(distDir, "site.html"), "utf8");
  const finishPage = createPageFinisher(template, distDir);
  const manifest = readBuildManifest(distDir);

  /** The whole HTML document of one page, with the given editable content. */
  return async (path: SitePagePath, content: FeaturesHero = defaultFeaturesHero): Promise<string> => {
    const { Page, meta } = await sitePages[path]();
    const body = renderToString(
      <SiteContentProvider content={content}>
        <SiteLayout path={path}>
          <Page />
        </SiteLayout>
      </SiteContentProvider>,
    );
    const seen = new Set<string>();
    const pageIslands = islandsIn(body);
    const islandModules = pageIslands.length > 0 ? [islandHydrationSource, ...pageIslands.map(islandSource)] : [];
    const preloads = modulePreloads(islandModules.flatMap((source) => chunkFiles(manifest, source, seen)));
    const slots: [string | RegExp, string][] = [
      [/<title>.*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`],
      [
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      ],
      ["<!--head-->", preloads],
      ["<!--page-->", body],
    ];
    const page = slots.reduce((filled, [pattern, replacement]) => replaceOnce(filled, pattern, replacement), template);
    return finishPage(page);
  };
};

const isBuildStep = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isBuildStep) {
  const render = createSitePageRenderer();
  for (const path of Object.keys(sitePages) as SitePagePath[]) {
    const target = path === "/" ? join(builtDir, "index.html") : join(builtDir, path.slice(1), "index.html");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await render(path));
    console.log(`prerendered ${path}`);
  }
}
