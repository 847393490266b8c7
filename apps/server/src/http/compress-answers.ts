import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";

import type { Context, MiddlewareHandler } from "hono";

import { accepts } from "./encoded-body.ts";

const compressGzip = promisify(gzip);

/** Below this a compressed answer saves less than it costs (and small answers are most answers). */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Up to this size gzip takes tens of microseconds: done at once on the event loop, which costs
 * less than handing it to a pool thread (each of which also keeps its own malloc arena, tens of
 * megabytes of resident memory under load). Larger answers (exports) go to the thread pool.
 */
const INLINE_MAX_BYTES = 64 * 1024;
/** Whole answers worth compressing; event streams are sent as they come and never buffered. */
const compressible = /^(application\/json|text\/(?!event-stream))/;

/**
 * Replaces the answer as it is: Hono's res setter would rebuild a new answer from the old one's
 * body stream and headers, which costs what this saves (the headers are carried over here).
 */
const replaceAnswer = (c: Context, body: Uint8Array<ArrayBuffer>, status: number, headers: Headers) => {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
};

/**
 * API answers gzip-compressed when it pays: text and JSON of at least 1 KB, with a length. Answers with their own encoding or
 * length (files, downloads, the theme) pass untouched. Hono's compress() streamed every answer
 * without a length (all of c.json's) through a CompressionStream, which for the 160 bytes of
 * `GET /api/me` cost more than the rest of the request.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
  const type = res.headers.get("Content-Type");
  if (!type || !compressible.test(type) || res.headers.has("Content-Encoding") || res.headers.has("Content-Length")) {
    return;
  }
  const body = Buffer.from(await res.text());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  if (body.length < MIN_COMPRESSED_BYTES || !accepts(c.req.header("Accept-Encoding") ?? "", "gzip")) {
    headers.set("Content-Length", String(body.length));
    return replaceAnswer(c, body, res.status, headers);
  }
  const compressed = body.length <= INLINE_MAX_BYTES ? gzipSync(body) : await compressGzip(body);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(compressed.length));
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  replaceAnswer(c, compressed, res.status, headers);
};
