import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";

import type { Database } from "../db/client.ts";
import { profiles, type ProfileRow } from "../db/schema/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { AuthCache } from "./auth-cache.ts";
import { hasAuthorizationHeader } from "./bearer-token.ts";
import type { Auth } from "./create-auth.ts";

const readsNothing = (method: string) => method === "GET" || method === "HEAD";

/**
 * Puts the signed-in user (or null) on `c.var.user` for every API request, and on
 * `c.var.findProfile` the reader of profiles that guards use; both come from `cache` while
 * nothing changed for the user. A request that changed something is answered only once this
 * instance heard of every change, so its next request never sees the old session or profile.
 *
 * A request that carries an Authorization header (an API key) is not signed in by its cookies:
 * keys are accepted by the public API alone, and a cross-site page cannot add the header, so it
 * cannot borrow a session.
 */
export const loadSession = (options: { auth: Auth; cache: AuthCache; db: Database }): MiddlewareHandler<AppEnv> => {
  const { auth, cache, db } = options;
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const findCachedProfile = (userId: string) => cache.profile(userId, () => findProfile(db, userId));

  return async (c, next) => {
    c.set("findProfile", findCachedProfile);
    const cookie = hasAuthorizationHeader(c) ? undefined : getCookie(c, await cookieName);
    const user = cookie
      ? await cache.session(cookie, async () => {
          const result = await auth.api.getSession({ headers: c.req.raw.headers });
          if (!result) return null;
          const { id, email, name } = result.user;
          return { user: { id, email, name }, expiresAt: result.session.expiresAt };
        })
      : null;
    c.set("user", user);
    await next();
    if (!readsNothing(c.req.method)) await cache.catchUp();
  };
};

/** A profile straight from the database; requests read theirs through `c.var.findProfile`. */
export const findProfile = async (db: Database, userId: string): Promise<ProfileRow | undefined> => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
};
