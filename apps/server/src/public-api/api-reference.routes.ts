import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from "@promptloom/contracts/public-api";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";

import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { htmlSecurityHeaders } from "../http/security-headers.ts";

/** Scalar's browser bundle, served from the installed package: a deployment may have no internet. */
const scalarBundlePath = join(
  dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
  "browser/standalone.js",
);
const SCRIPT_PATH = `${API_REFERENCE_PATH}/scalar.js`;

type Bundle = { plain: Buffer; gzipped: Buffer };

/**
 * The public API's reference for people (Scalar), rendered in the browser from the OpenAPI
 * document. Open to anyone, like the document: it holds no member data. The page's one inline
 * script (Scalar's start-up call) runs by a nonce of its own; everything else is the site's policy.
 */
export const apiReferenceRoutes = ({ config }: AppDeps) => {
  let bundle: Promise<Bundle> | undefined;
  const readBundle = () =>
    (bundle ??= readFile(scalarBundlePath).then((plain) => ({ plain, gzipped: gzipSync(plain) })));
  return new Hono<AppEnv>()
    .get(
      "/reference",
      // Scalar asks for its settings per request: the nonce is made here, with the page's policy.
      Scalar<AppEnv>((c) => {
        const nonce = randomBytes(16).toString("base64");
        for (const [name, value] of Object.entries(htmlSecurityHeaders(config.isProduction, [`'nonce-${nonce}'`]))) {
          c.header(name, value);
        }
        return {
          url: OPENAPI_DOCUMENT_PATH,
          cdn: SCRIPT_PATH,
          nonce,
          pageTitle: "Promptloom API reference",
          // Ten endpoints read best on one page; nothing reaches outside this server.
          defaultOpenAllTags: true,
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          agent: { disabled: true },
          mcp: { disabled: true },
        };
      }),
    )
    .get("/reference/scalar.js", async (c) => {
      const { plain, gzipped } = await readBundle();
      const isGzipAccepted = /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
      const body = isGzipAccepted ? gzipped : plain;
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Content-Length", String(body.length));
      c.header("Cache-Control", "public, max-age=86400");
      c.header("Vary", "Accept-Encoding");
      if (isGzipAccepted) c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(body));
    });
};
