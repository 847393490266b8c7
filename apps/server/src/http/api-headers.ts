import type { MiddlewareHandler } from "hono";

/** The headers of an API answer that chose no caching of its own. */
export const apiAnswerHeaders = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" } as const;

/**
 * Every API answer: never sniffed into another content type, and never stored by the browser or a
 * proxy (answers hold a member's data), unless a route chose its own caching (uploaded images).
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", apiAnswerHeaders["X-Content-Type-Options"]);
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", apiAnswerHeaders["Cache-Control"]);
};
