import { useEffect, useState } from "react";

import type { HeaderSession } from "../components/layouts/public-nav.ts";
import { isSessionGoneStatus } from "../lib/session-gone.ts";

/**
 * The marketing pages' view of the session: one request for the signed-in profile. They ship
 * without the app's data layer to stay small; the app reads the same endpoint through its cache.
 */
export const useSiteSession = (): HeaderSession => {
  const [session, setSession] = useState<HeaderSession>({ status: "loading", isPaid: false });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/me", { credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return setSession({ status: "signed-out", isPaid: false });
        const me = (await response.json()) as { profile: { isPaid: boolean; refunded: boolean } };
        setSession({ status: "signed-in", isPaid: me.profile.isPaid && !me.profile.refunded });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSession({ status: "signed-out", isPaid: false });
      });
    return () => controller.abort();
  }, []);
  return session;
};

/**
 * Signs out and goes home; resolves false when that failed. A 401, 403 or 404 means the server
 * holds no session any more, which counts as signed out; any other failure leaves the visitor
 * signed in.
 */
export const signOutFromSite = async (): Promise<boolean> => {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).catch(() => null);
  if (!response || !(response.ok || isSessionGoneStatus(response.status))) return false;
  window.location.assign("/");
  return true;
};
