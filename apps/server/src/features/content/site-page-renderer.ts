import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { featuresHeroSetting } from "@promptloom/contracts/site-content";
import type { FeaturesHero } from "@promptloom/contracts/site-content";
import type { Logger } from "pino";

import type { SiteSettingsCache } from "../../lib/site-settings-cache.ts";
import { toFeaturesHeroState } from "./read-features-hero.ts";

/** The pages that show the editable hero and feature cards. */
const contentPages = new Set(["/", "/features"]);

type RenderPage = (path: string, content: FeaturesHero) => Promise<string>;
type PrerenderModule = { createSitePageRenderer?: (distDir: string) => RenderPage };

/**
 * The build's own page renderer (the module that prerendered the pages), found next to the
 * built app; null when the build has none, and the prerendered pages are served as they are.
 */
const loadRenderer = async (distDir: string): Promise<RenderPage | null> => {
  const file = join(distDir, "..", "dist-prerender", "prerender.js");
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as PrerenderModule;
  return module.createSitePageRenderer?.(distDir) ?? null;
};

/**
 * Renders the home and features pages again with an admin's hero and cards: answers the HTML,
 * or null to serve the prerendered page (default content, another page, or any failure, so the
 * site stays up). Each page is rendered once per saved version, on each server instance.
 */
export const createContentPageRenderer = (options: {
  siteSettings: SiteSettingsCache;
  distDir: string;
  logger: Logger;
}) => {
  let renderer: Promise<RenderPage | null> | null = null;
  const cache = new Map<string, { version: string; html: string }>();

  return async (path: string): Promise<string | null> => {
    if (!contentPages.has(path)) return null;
    try {
      const state = toFeaturesHeroState(await options.siteSettings.row(featuresHeroSetting.key));
      if (state.isDefault || !state.updatedAt) return null;
      const cached = cache.get(path);
      if (cached?.version === state.updatedAt) return cached.html;
      renderer ??= loadRenderer(options.distDir);
      const render = await renderer;
      if (!render) return null;
      const html = await render(path, { hero: state.hero, features: state.features });
      cache.set(path, { version: state.updatedAt, html });
      return html;
    } catch (error) {
      options.logger.warn(
        { err: error, path },
        "could not render the page with the stored content; serving the default",
      );
      return null;
    }
  };
};
