import type { z } from "zod";

import { AppError } from "../http/app-error.ts";

/** Opaque page cursors: the keyset of the last item, as URL-safe base64 JSON. */
export const encodeCursor = (keyset: unknown): string => Buffer.from(JSON.stringify(keyset)).toString("base64url");

export const decodeCursor = <Schema extends z.ZodType>(cursor: string, schema: Schema): z.output<Schema> => {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64 JSON: answered below like any other malformed cursor.
  }
  throw AppError.validation("Invalid cursor");
};
