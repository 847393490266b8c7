import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, posix, relative, sep } from "node:path";

import { getSessionCookie } from "better-auth/cookies";
import { Hono } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";

import type { AppEnv } from "./app-env.ts";
import { chooseEncoding, encodeBody, type EncodedBody, type PreparedAnswer } from "./encoded-body.ts";
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
  ".zip": "application/zip",
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

/** What the web app needs to know of a GET or HEAD request. */
export type WebAppRequest = {
  /** The path without the query, as the app's router reads it (decoded but for reserved characters). */
  path: string;
  /** A request header by its lower-case name. */
  header: (name: string) => string | undefined;
};

/** The encodings the build writes beside a file (`x.js.br`, `x.js.gz`): read, never served by their own address. */
const precompressedExtensions = { br: ".br", gzip: ".gz" } as const;
const isPrecompressed = (path: string) => Object.values(precompressedExtensions).some((end) => path.endsWith(end));

/** Every file of the build by its path on disk: the build does not change while the server runs. */
const listPaths = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** The files the build serves, by their address ("/assets/x.js"). */
const listFiles = (root: string, paths: string[]) =>
  new Map<string, string>(
    paths
      .filter((path) => !isPrecompressed(path))
      .map((path) => [`/${relative(root, path).split(sep).join("/")}`, path] as const),
  );

/**
 * The build's own plain scripts (public/*.js, at its root; hashed assets are modules under
 * /assets), as CSP hashes: prerendered pages carry them inline (apps/web/src/lib/prerendered-page.ts).
 */
const plainScriptHashes = (files: Map<string, string>) =>
  [...files]
    .filter(([address]) => /^\/[^/]+\.js$/.test(address))
    .map(([, path]) => `'sha256-${createHash("sha256").update(readFileSync(path)).digest("base64")}'`);

/**
 * The built web app: hashed assets with long-lived caching, prerendered public pages, and the app
 * shell as the HTML fallback for every other client route (pages with the stored theme written
 * in); each from memory, brotli- or gzip-compressed once, with a strong ETag and 304 for a browser
 * that has it. `answer` is the whole of it, for the app's routes and for the server's direct
 * answers alike (http/request-listener.ts), so both answer the same bytes and headers.
 */
export const createWebApp = (options: {
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
  const paths = listPaths(options.distDir);
  const files = listFiles(options.distDir, paths);
  const precompressed = new Set(paths.filter(isPrecompressed));
  /** A file's encoding made by the build, if it made one. */
  const readPrecompressed = async (path: string, encoding: keyof typeof precompressedExtensions) => {
    const encoded = `${path}${precompressedExtensions[encoding]}`;
    return precompressed.has(encoded) ? new Uint8Array(await readFile(encoded)) : undefined;
  };
  const htmlHeaders = htmlSecurityHeaders(options.isProduction, plainScriptHashes(files));

  /** The build's file at a request path, if any (a path that leaves the build matches nothing). */
  const fileAt = (urlPath: string): string | undefined => {
    try {
      return files.get(posix.normalize(decodeURIComponent(urlPath)));
    } catch {
      return undefined;
    }
  };

  // Each file is read once, on its first request, with the encodings the build made for it
  // (compressing a large script at the highest levels takes a second of CPU, which a visitor
  // would wait for); a file the build did not compress is compressed then.
  const encodedFiles = new Map<string, Promise<EncodedBody>>();
  const readEncodedFile = async (path: string, contentType: string) => {
    const [identity, br, gzip] = await Promise.all([
      readFile(path),
      readPrecompressed(path, "br"),
      readPrecompressed(path, "gzip"),
    ]);
    return encodeBody(new Uint8Array(identity), contentType, { br, gzip });
  };
  const encodedFile = (path: string, contentType: string) => {
    let encoded = encodedFiles.get(path);
    if (!encoded) {
      encoded = readEncodedFile(path, contentType);
      encoded.catch(() => encodedFiles.delete(path));
      encodedFiles.set(path, encoded);
    }
    return encoded;
  };
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
  // A page changes with the stored theme and, for pages rendered again, with their content: each
  // is encoded once per version of both (the readers answer the same strings while nothing changed).
  const pages = new Map<string, { html: string; themeCss: string | null | undefined; encoded: Promise<EncodedBody> }>();
  const encodedPage = (key: string, html: string, themeCss: string | null | undefined) => {
    const kept = pages.get(key);
    if (kept?.html === html && kept.themeCss === themeCss) return kept.encoded;
    const encoded = encodeBody(Buffer.from(withTheme(html, themeCss)), "text/html");
    pages.set(key, { html, themeCss, encoded });
    return encoded;
  };

  const answer = async ({ path, header }: WebAppRequest): Promise<PreparedAnswer> => {
    if (path === "/pricing") return { status: 302, headers: { Location: "/#pricing" }, body: null };
    const file = path.endsWith("/") ? undefined : fileAt(path);
    if (file) {
      const extension = extname(file);
      const headers: Record<string, string> = {
        "Content-Type": contentTypes[extension] ?? "application/octet-stream",
        "Cache-Control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        ...(extension === ".html" ? htmlHeaders : {}),
      };
      return chooseEncoding(await encodedFile(file, headers["Content-Type"] ?? ""), headers, header);
    }

    const pagePath = path.replace(/\/+$/, "") || "/";
    const isSignedOutPage = signedOutPages.has(pagePath);
    const mayHaveSession =
      isSignedOutPage && getSessionCookie(new Headers({ cookie: header("cookie") ?? "" })) !== null;
    const page = mayHaveSession ? undefined : fileAt(`${pagePath === "/" ? "" : pagePath}/index.html`);
    const rendered = page ? await options.renderPage?.(pagePath) : null;
    const headers: Record<string, string> = {
      ...htmlHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      ...(isSignedOutPage ? { Vary: "Cookie" } : {}),
    };
    const source = page ?? join(options.distDir, SHELL_FILE);
    const html = rendered ?? (await htmlFile(source));
    const body = await encodedPage(rendered ? `rendered:${pagePath}` : source, html, await options.themeCss?.());
    return chooseEncoding(body, headers, header);
  };

  const routes = new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
    const { status, headers, body } = await answer({ path: c.req.path, header: (name) => c.req.header(name) });
    return body ? c.body(body, status as ContentfulStatusCode, headers) : c.body(null, status as StatusCode, headers);
  });
  return { answer, routes };
};

export type WebApp = ReturnType<typeof createWebApp>;
