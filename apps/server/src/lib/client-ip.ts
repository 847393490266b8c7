import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the first X-Forwarded-For hop when the server sits behind a trusted
 * proxy, otherwise the socket's remote address.
 */
export const getClientIp = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};
