import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Longer is not an address; it would only bloat the rate-limit keys built from it. */
const MAX_ADDRESS_LENGTH = 64;

const socketAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};

/**
 * The caller's address. Behind `trustedHops` proxies (TRUST_PROXY), each of which appends the
 * address it was reached from to X-Forwarded-For, the client's is the one the outermost trusted
 * proxy appended: `trustedHops` entries from the right. Entries further left are whatever the
 * client sent, so they are never believed. Without trusted proxies: the socket's address.
 */
export const getClientIp = (c: Context, trustedHops: number): string => {
  if (trustedHops > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Fewer entries than proxies: a proxy was bypassed or misconfigured; the nearest one is all we have.
    const client = hops.at(-trustedHops) ?? hops[0];
    if (client) return client.slice(0, MAX_ADDRESS_LENGTH);
  }
  return socketAddress(c);
};
