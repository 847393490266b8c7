import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Routes called by other servers, which authenticate each request themselves (a signature). */
const serverToServerPaths = [/^\/api\/webhooks\//];

/**
 * Member API keys travel in this header. A browser attaches it only when the calling page's own
 * script set it, with a key it already holds (the public API grants that preflight; nothing else
 * does), so such calls carry no ambient authority to abuse.
 */
const isApiKeyCall = (authorization: string | undefined) => /^Bearer\s+\S/i.test(authorization ?? "");

export const originMessages = {
  refused: (origin: string, publicUrl: string) =>
    `This server does not accept requests from ${origin}. Open Promptloom at ${publicUrl}, or set PUBLIC_URL to the address you open it at and restart the server.`,
} as const;

/**
 * Refuses state-changing requests that a browser sent from another site (cross-site request
 * forgery), on every API route; the session cookie's SameSite=Lax alone would let a sibling
 * subdomain through. A browser's own verdict (`Sec-Fetch-Site: same-origin`) is trusted first;
 * otherwise the Origin must be one of ours. Every browser in use sends one of the two headers on
 * such requests, so a request with neither did not come from a web page (a script, curl, a
 * server) and cannot be forged by one: it goes through, as in Go's CrossOriginProtection.
 */
export const requireSameOrigin =
  (options: { trustedOrigins: readonly string[]; publicUrl: string }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const request = c.req.raw;
    if (
      safeMethods.has(request.method) ||
      serverToServerPaths.some((path) => path.test(c.req.path)) ||
      isApiKeyCall(c.req.header("authorization"))
    ) {
      return next();
    }
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    if (site === "same-origin" || (origin && options.trustedOrigins.includes(origin))) return next();
    if (origin || (site && site !== "none")) {
      c.var.logger.warn({ origin, site, path: c.req.path }, "cross-origin request refused");
      throw AppError.forbidden(originMessages.refused(origin ?? `a ${site} page`, options.publicUrl));
    }
    return next();
  };
