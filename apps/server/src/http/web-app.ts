import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

import { getSessionCookie } from "better-auth/cookies";
import { Hono } from "hono";

import type { AppEnv } from "./app-env.ts";
import { encodeBody, sendEncoded, type EncodedBody } from "./encoded-body.ts";
import { htmlSecurityHeaders } from "./security-headers.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** The client-side app's entry for routes that have no prerendered page (members area, unknown paths). */
export const SHELL_FILE = "app.html";

/**
 * The app's pages prerendered signed out (the sign-in form): a visitor with a session cookie gets
 * the app shell instead, which reads the session and moves a signed-in member on.
 */
const signedOutPages = new Set(["/auth"]);

/** The built pages link the stored theme; the server writes it into them instead. */
const themeLink = /<link rel="stylesheet" href="\/api\/theme\.css"\s*\/?>/;

/** A page with the stored theme inline (none: the built-in default applies), or as built. */
const withTheme = (html: string, themeCss: string | null | undefined) => {
  if (themeCss === undefined) return html;
  return html.replace(themeLink, () => (themeCss === null ? "" : `<style>${themeCss}</style>`));
};

const isFile = async (path: string) => (await stat(path).catch(() => null))?.isFile() ?? false;

/**
 * Serves the built web app: hashed assets with long-lived caching, prerendered public pages,
 * and the app shell as the HTML fallback for every other client route (pages with the stored
 * theme written in); each from memory,
 * brotli- or gzip-compressed once, with a strong ETag and 304 for a browser that has it.
 */
export const webAppRoutes = (options: {
  distDir: string;
  isProduction: boolean;
  /** A page rendered again with stored content, or null to serve the prerendered file. */
  renderPage?: (path: string) => Promise<string | null>;
  /**
   * The stored theme as CSS (null for the default), written into every page so the first paint
   * needs no stylesheet request; without it pages keep linking /api/theme.css.
   */
  themeCss?: () => Promise<string | null>;
}) => {
  const root = normalize(options.distDir);
  const htmlHeaders = htmlSecurityHeaders(options.isProduction);

  const resolveInside = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const path = normalize(join(root, decoded));
    return path === root || path.startsWith(root + sep) ? path : null;
  };

  // The build does not change while the server runs: each file is read and compressed once.
  const files = new Map<string, Promise<EncodedBody>>();
  const encodedFile = (path: string, contentType: string) => {
    let encoded = files.get(path);
    if (!encoded) {
      encoded = readFile(path).then((bytes) => encodeBody(bytes, contentType));
      encoded.catch(() => files.delete(path));
      files.set(path, encoded);
    }
    return encoded;
  };
  // A page changes with the stored theme and, for pages rendered again, with their content: each
  // is encoded once per version of both.
  const htmlFiles = new Map<string, Promise<string>>();
  const htmlFile = (path: string) => {
    let html = htmlFiles.get(path);
    if (!html) {
      html = readFile(path, "utf8");
      html.catch(() => htmlFiles.delete(path));
      htmlFiles.set(path, html);
    }
    return html;
  };
  const pages = new Map<string, { html: string; themeCss: string | null | undefined; encoded: Promise<EncodedBody> }>();
  const encodedPage = (key: string, html: string, themeCss: string | null | undefined) => {
    const kept = pages.get(key);
    if (kept?.html === html && kept.themeCss === themeCss) return kept.encoded;
    const encoded = encodeBody(Buffer.from(withTheme(html, themeCss)), "text/html");
    pages.set(key, { html, themeCss, encoded });
    return encoded;
  };

  return new Hono<AppEnv>()
    .get("/pricing", (c) => c.redirect("/#pricing", 302))
    .on(["GET", "HEAD"], "*", async (c) => {
      const path = resolveInside(c.req.path);
      if (path && !c.req.path.endsWith("/") && (await isFile(path))) {
        const isHashed = c.req.path.startsWith("/assets/");
        const extension = extname(path);
        const headers: Record<string, string> = {
          "Content-Type": contentTypes[extension] ?? "application/octet-stream",
          "Cache-Control": isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          "X-Content-Type-Options": "nosniff",
          ...(extension === ".html" ? htmlHeaders : {}),
        };
        return sendEncoded(c, await encodedFile(path, headers["Content-Type"] ?? ""), headers);
      }

      const pagePath = c.req.path.replace(/\/+$/, "") || "/";
      const mayHaveSession = signedOutPages.has(pagePath) && getSessionCookie(c.req.raw.headers) !== null;
      const page = path && !mayHaveSession ? join(path, "index.html") : null;
      const isPage = page !== null && (await isFile(page));
      const rendered = isPage ? await options.renderPage?.(pagePath) : null;
      const headers: Record<string, string> = {
        ...htmlHeaders,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
        ...(signedOutPages.has(pagePath) ? { Vary: "Cookie" } : {}),
      };
      const file = isPage ? page : join(root, SHELL_FILE);
      const html = rendered ?? (await htmlFile(file));
      const body = await encodedPage(rendered ? `rendered:${pagePath}` : file, html, await options.themeCss?.());
      return sendEncoded(c, body, headers);
    });
};
