import type { MiddlewareHandler } from "hono";

/**
 * Every API answer: never sniffed into another content type, and never stored by the browser or a
 * proxy (answers hold a member's data), unless a route chose its own caching (uploaded images).
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};
