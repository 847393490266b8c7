import { cors } from "hono/cors";

/**
 * The public API answers cross-origin callers, such as the browser extension's pages, which run
 * at their own `chrome-extension://` or `moz-extension://` origin and reach whichever Promptloom
 * address the member connected. It is safe for any origin: the API accepts only a key sent in the
 * Authorization header, never the session cookie, so a page must already hold a member's key to
 * do anything with it, and no credentials are ever allowed.
 */
export const publicApiCors = cors({
  origin: "*",
  allowMethods: ["GET", "POST"],
  allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
  exposeHeaders: ["Retry-After", "X-Request-Id"],
  maxAge: 600,
  credentials: false,
});
