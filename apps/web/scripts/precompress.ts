/**
 * Writes brotli and gzip encodings beside each built script, stylesheet and text file
 * (`x.js.br`, `x.js.gz`), at the highest levels. The server answers them from memory as they are:
 * compressing the largest scripts takes seconds of CPU, which the first visitors after a start
 * would otherwise wait for. Pages are left out: the server writes the stored theme into them
 * and encodes each version itself.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = resolve(import.meta.dirname, "../dist");
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);
/** Below this a compressed answer saves less than its headers cost. */
const minimumBytes = 256;

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));

let written = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  if (bytes.length < minimumBytes) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  written += 1;
}
console.log(`precompressed ${written} files (brotli and gzip)`);
