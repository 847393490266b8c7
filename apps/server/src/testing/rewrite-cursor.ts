import { encodeCursor } from "../lib/cursor.ts";

type Keyset = Record<string, unknown>;

/** A page cursor with its keyset changed, as a client tampering with it (or a bug) would send it. */
export const rewriteCursor = (cursor: string, change: (keyset: Keyset) => Keyset): string =>
  encodeCursor(change(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Keyset));
