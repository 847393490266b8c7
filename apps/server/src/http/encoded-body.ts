import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Text worth compressing; images and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/** A file's bytes with their brotli and gzip encodings (when smaller) and a strong ETag. */
type Bytes = Uint8Array<ArrayBuffer>;
export type EncodedBody = { identity: Bytes; br: Bytes | null; gzip: Bytes | null; etag: string };

/** Encodings made beforehand, by the build (apps/web/scripts/precompress.ts). */
export type PrecompressedBodies = { br?: Bytes | undefined; gzip?: Bytes | undefined };

/** Whether a body of this type and size is worth compressing at all. */
export const isWorthCompressing = (contentType: string, size: number) => compressible.test(contentType) && size >= 256;

/** Brotli at its highest quality: about a second of CPU for a 300 KB script. */
export const compressWithBrotli = (identity: Uint8Array) =>
  compressBrotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

export const compressWithGzip = (identity: Uint8Array) =>
  compressGzip(identity, { level: constants.Z_BEST_COMPRESSION });

/**
 * Compresses once, at the highest levels, off the event loop (zlib runs on the thread pool): the
 * answers are served from memory afterwards, so the cost is paid once per file and process. An
 * encoding the build made already is taken as it is.
 */
export const encodeBody = async (
  identity: Bytes,
  contentType: string,
  precompressed: PrecompressedBodies = {},
): Promise<EncodedBody> => {
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  if (!isWorthCompressing(contentType, identity.length)) return { identity, br: null, gzip: null, etag };
  const [br, gz] = await Promise.all([
    precompressed.br ?? compressWithBrotli(identity),
    precompressed.gzip ?? compressWithGzip(identity),
  ]);
  const smaller = (encoded: Uint8Array) => (encoded.length < identity.length ? new Uint8Array(encoded) : null);
  return { identity, br: smaller(br), gzip: smaller(gz), etag };
};

/** Whether an Accept-Encoding header takes `encoding` (named and not refused with q=0). */
export const accepts = (header: string, encoding: string) =>
  header.split(",").some((part) => {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });

/** An answer made without the app's routing: status, headers and the bytes to send (none for a 304). */
export type PreparedAnswer = { status: number; headers: Record<string, string>; body: Bytes | null };

/**
 * The answer in the encoding the browser accepts best (brotli, then gzip), or a 304 when it
 * already holds this version (If-None-Match), with a strong ETag either way.
 */
export const chooseEncoding = (
  body: EncodedBody,
  headers: Record<string, string>,
  header: (name: string) => string | undefined,
): PreparedAnswer => {
  const common = {
    ...headers,
    ETag: body.etag,
    Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding",
  };
  const known = header("if-none-match");
  if (known?.split(",").some((tag) => tag.trim() === body.etag)) return { status: 304, headers: common, body: null };
  const acceptEncoding = header("accept-encoding") ?? "";
  if (body.br && accepts(acceptEncoding, "br")) {
    return { status: 200, headers: { ...common, "Content-Encoding": "br" }, body: body.br };
  }
  if (body.gzip && accepts(acceptEncoding, "gzip")) {
    return { status: 200, headers: { ...common, "Content-Encoding": "gzip" }, body: body.gzip };
  }
  return { status: 200, headers: common, body: body.identity };
};
