import { api, unwrap } from "../../lib/api-client.ts";

/**
 * The one reader of the session: the signed-in user with their profile, or null when signed out.
 * `/api/session` answers a visitor with null and a 200, so a signed-out page load logs no error.
 */
export const getSession = () => unwrap(api.session.$get());

export type Session = Awaited<ReturnType<typeof getSession>>;

/** What a screen needs to know about the visitor, derived from one session value. */
export const describeSession = (me: Session) => ({
  user: me?.user ?? null,
  profile: me?.profile ?? null,
  isSignedIn: me !== null,
  isPaid: Boolean(me?.profile.isPaid && !me.profile.refunded),
  isRefunded: Boolean(me?.profile.refunded),
  isAdmin: Boolean(me?.profile.isAdmin),
});
