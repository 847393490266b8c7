import { authMessages } from "@promptloom/contracts/auth";

import { paths } from "../../config/paths.ts";
import { pause } from "../../lib/pause.ts";
import { toast } from "../../lib/toast.ts";
import { isCheckoutInProgress } from "../checkout/checkout-flag.ts";
import { authClient } from "./auth-client.ts";
import { getSession } from "./get-session.ts";

/** The spec's pause between a sign-in and the profile check, while the new session settles. */
export const PROFILE_CHECK_DELAY_MS = 100;

const isFlowPath = (pathname: string) => pathname.startsWith("/app/") || pathname.startsWith("/subscribe/");

export type SignInOutcome = "ignored" | "refunded" | "paid" | "unpaid";

/**
 * Spec §4 "Auth", on a sign-in: outside /app/ and /subscribe/ and with no checkout under way, load
 * the profile after a moment. A refunded account is signed out ('Account Inactive - Contact
 * support for assistance.'); a paid one goes to `paidDestination`; an unpaid one stays.
 */
export const handleSignedIn = async (paidDestination: string = paths.dashboard): Promise<SignInOutcome> => {
  if (isFlowPath(window.location.pathname) || isCheckoutInProgress()) return "ignored";
  await pause(PROFILE_CHECK_DELAY_MS);
  const me = await getSession();
  if (!me) return "unpaid";
  if (me.profile.refunded) {
    await authClient.signOut().catch(() => undefined);
    console.warn(authMessages.accountInactive);
    const [title = authMessages.accountInactive, description] = authMessages.accountInactive.split(" - ");
    toast({ title, description, variant: "destructive" });
    return "refunded";
  }
  if (me.profile.isPaid && !isCheckoutInProgress()) {
    window.location.assign(paidDestination);
    return "paid";
  }
  return "unpaid";
};
