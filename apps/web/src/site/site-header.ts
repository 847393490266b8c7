import { authMessages } from "@promptloom/contracts/auth-messages";

import { attachHeaderMenu } from "../components/layouts/public-header-menu.ts";
import { sessionAttributes, type HeaderSession } from "../components/layouts/public-nav.ts";
import { signOutOnServer } from "../entities/session/auth-request.ts";
import { describeSession, getSession } from "../entities/session/get-session.ts";

const showVariant = (header: HTMLElement, session: HeaderSession) => {
  for (const [name, value] of Object.entries(sessionAttributes(session))) header.setAttribute(name, value);
};

/** Signs out and goes home; resolves false when that failed (the visitor is still signed in). */
const signOut = async (): Promise<boolean> => {
  try {
    await signOutOnServer();
  } catch {
    return false;
  }
  window.location.assign("/");
  return true;
};

/**
 * Brings the prerendered marketing header (components/layouts/public-header.tsx, rendered while
 * the session is unknown) to life without React: the menu and Sign Out at once; `showSession()`
 * reads the visitor's session with the app's session reader (a failed read shows the signed-out
 * header).
 */
export const startSiteHeader = () => {
  const header = document.querySelector<HTMLElement>("header[data-session]");
  if (!header) throw new Error("The page has no site header");
  attachHeaderMenu(header);

  const notice = header.querySelector("[data-header-notice]");
  for (const button of header.querySelectorAll("[data-sign-out]")) {
    button.addEventListener("click", () => {
      if (notice) notice.textContent = "";
      void signOut().then((isSignedOut) => {
        if (!isSignedOut && notice) notice.textContent = authMessages.signOutFailed;
      });
    });
  }

  return {
    /** Reads the session and shows the header's variant for it. */
    showSession: () => {
      getSession()
        .then((me) => describeSession(me))
        .then(
          ({ isSignedIn, isPaid }) => showVariant(header, { status: isSignedIn ? "signed-in" : "signed-out", isPaid }),
          () => showVariant(header, { status: "signed-out", isPaid: false }),
        );
    },
  };
};
