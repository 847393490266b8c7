import { createHash } from "node:crypto";

import type { Theme } from "@promptloom/contracts/theme";
import { themeSetting, themeToCss } from "@promptloom/contracts/theme-colors";
import type { Context } from "hono";
import type { Logger } from "pino";

import type { SiteSettingsCache } from "../../lib/site-settings-cache.ts";
import type { SettingRow } from "../../lib/site-settings.ts";
import { toTheme } from "./read-theme.ts";

/** The specification's limit for loading the custom theme; after it the page keeps the defaults. */
export const THEME_LOAD_TIMEOUT_MS = 2000;

/** Rejects when `promise` has not settled within `ms`. */
export const withinTime = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** If-None-Match compares weakly: compression marks the tag weak (W/) on the way out. */
const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? "").split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);

/**
 * The stored overrides as a stylesheet every page links in its head, so stored colours apply
 * before the first paint (no inline script, so the strict CSP holds). Browsers revalidate it on
 * each page load and get a 304 while it is unchanged.
 */
export const sendThemeStylesheet = (c: Context, theme: Theme | null) => {
  const css = theme ? themeToCss(theme.colors, ":root:root") : "/* The default theme applies. */";
  const headers: Record<string, string> = {
    "Content-Type": "text/css; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
  };
  if (!theme) return c.body(css, 200, { ...headers, "Cache-Control": "no-store" });

  const etag = `"${createHash("sha1").update(css).digest("base64url")}"`;
  const cached = { ...headers, "Cache-Control": "no-cache", ETag: etag };
  if (matchesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304, cached);
  return c.body(css, 200, cached);
};

/**
 * The stored theme as the CSS the server writes into every page (null: the default applies, as
 * it does when the theme cannot be read in time), read from the in-memory site settings. The CSS
 * is made once per stored version (the cache answers the same row until it changes), so pages
 * compare it by reference on every request.
 */
export const createThemeCssReader = ({ siteSettings, logger }: { siteSettings: SiteSettingsCache; logger: Logger }) => {
  let last: { row: SettingRow | null; css: string | null } | null = null;
  return async (): Promise<string | null> => {
    try {
      const row = await withinTime(siteSettings.row(themeSetting.key), THEME_LOAD_TIMEOUT_MS);
      if (last?.row !== row) {
        const { colors } = toTheme(row);
        last = { row, css: Object.keys(colors).length > 0 ? themeToCss(colors, ":root:root") : null };
      }
      return last.css;
    } catch (error) {
      logger.warn({ err: error }, "the stored theme could not be read; pages use the default");
      return null;
    }
  };
};
