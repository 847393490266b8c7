import type { Context } from "hono";

/** The credential of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export const readBearerToken = (c: Context): string | null => {
  const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "");
  return match?.[1] ?? null;
};

/** True when the request names any Authorization scheme: such a request never rides on cookies. */
export const hasAuthorizationHeader = (c: Context) => Boolean(c.req.header("Authorization"));
