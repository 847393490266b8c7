import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";

import type { Database } from "../db/client.ts";
import { profiles, type ProfileRow } from "../db/schema/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { hasAuthorizationHeader } from "./bearer-token.ts";
import type { Auth } from "./create-auth.ts";

export type SessionUser = { id: string; email: string; name: string };

/**
 * Puts the signed-in user (or null) on `c.var.user` for every API request. A request that carries
 * an Authorization header (an API key) is not signed in by its cookies: keys are accepted by the
 * public API alone, and a cross-site page cannot add the header, so it cannot borrow a session.
 */
export const loadSession =
  (auth: Auth): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (hasAuthorizationHeader(c)) {
      c.set("user", null);
      return next();
    }
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    await next();
  };

export const findProfile = async (db: Database, userId: string): Promise<ProfileRow | undefined> => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
};
