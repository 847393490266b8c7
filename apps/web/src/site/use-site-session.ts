import { useEffect, useState } from "react";

import type { HeaderSession } from "../components/layouts/public-nav.ts";
import { signOutOnServer } from "../entities/session/auth-request.ts";
import { describeSession, getSession } from "../entities/session/get-session.ts";

/**
 * The marketing pages' view of the session, read once with the app's session reader. They ship
 * without the app's data cache to stay small; a failed read shows the signed-out header.
 */
export const useSiteSession = (): HeaderSession => {
  const [session, setSession] = useState<HeaderSession>({ status: "loading", isPaid: false });
  useEffect(() => {
    let isCurrent = true;
    void getSession()
      .then((me) => describeSession(me))
      .then(
        ({ isSignedIn, isPaid }) =>
          isCurrent && setSession({ status: isSignedIn ? "signed-in" : "signed-out", isPaid }),
        () => isCurrent && setSession({ status: "signed-out", isPaid: false }),
      );
    return () => {
      isCurrent = false;
    };
  }, []);
  return session;
};

/** Signs out and goes home; resolves false when that failed (the visitor is still signed in). */
export const signOutFromSite = async (): Promise<boolean> => {
  try {
    await signOutOnServer();
  } catch {
    return false;
  }
  window.location.assign("/");
  return true;
};
