import { useEffect, useState } from "react";

import type { HeaderSession } from "../components/layouts/public-nav.ts";

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

/** Signs out; the local view is cleared and the browser goes home whatever the server answers. */
export const signOutFromSite = async () => {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).catch(() => undefined);
  window.location.assign("/");
};
