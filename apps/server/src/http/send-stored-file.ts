import type { Context } from "hono";

import type { StoredObject } from "../providers/storage/storage-provider.ts";

/**
 * Answers with an uploaded file as its stored type. It can never run as a page of the site (no
 * sniffing, a sandbox with nothing allowed), whatever its bytes hold.
 */
export const sendStoredFile = (c: Context, file: StoredObject, cacheControl: string) =>
  c.body(file.body.buffer as ArrayBuffer, 200, {
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
