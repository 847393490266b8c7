import { authMessages } from "@promptloom/contracts/auth-messages";

import { attachHeaderMenu } from "../components/layouts/public-header-menu.ts";
import { sessionAttributes, type HeaderSession } from "../components/layouts/public-nav.ts";
import { signOutOnServer } from "../entities/session/auth-request.ts";
import { describeSession, getSession } from "../entities/session/get-session.ts";

const showSession = (header: HTMLElement, session: HeaderSession) => {
  for (const [name, value] of Object.entries(sessionAttributes(session))) header.setAttribute(name, value);
  header.querySelector("[aria-busy]")?.setAttribute("aria-busy", "false");
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
 * the session is unknown) to life without React: the menu, the visitor's session read once with
 * the app's session reader (a failed read shows the signed-out header) and Sign Out.
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

  getSession()
    .then((me) => describeSession(me))
    .then(
      ({ isSignedIn, isPaid }) => showSession(header, { status: isSignedIn ? "signed-in" : "signed-out", isPaid }),
      () => showSession(header, { status: "signed-out", isPaid: false }),
    );
};
