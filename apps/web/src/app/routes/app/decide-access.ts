import { accessMessages } from "@promptloom/contracts/auth-messages";
import type { Profile } from "@promptloom/contracts/profile";

import { paths } from "../../../config/paths.ts";

export type AccessDecision =
  | { kind: "loading" }
  | { kind: "sign-in" }
  | { kind: "allowed" }
  /** Signed in without access: the page says why and offers a plan (again, when it ended). */
  | { kind: "no-access" }
  | { kind: "denied"; message: string; redirectTo: "/" | typeof paths.refundedNotice };

/**
 * The members area's guard (spec §4): wait while loading; no user → sign in; a profile error or
 * missing profile → home; refunded → the refund policy with its notice (checked before paid); paid → allowed; else
 * the members area explains that a subscription is needed (or has ended) and offers one.
 */
export const decideAccess = (session: {
  isLoading: boolean;
  isError: boolean;
  isSignedIn: boolean;
  profile: Pick<Profile, "isPaid" | "refunded"> | null;
}): AccessDecision => {
  if (session.isLoading) return { kind: "loading" };
  if (session.isError) return { kind: "denied", message: accessMessages.subscriptionRequired, redirectTo: "/" };
  if (!session.isSignedIn) return { kind: "sign-in" };
  const { profile } = session;
  if (!profile) return { kind: "denied", message: accessMessages.subscriptionRequired, redirectTo: "/" };
  if (profile.refunded) return { kind: "denied", message: accessMessages.refunded, redirectTo: paths.refundedNotice };
  if (profile.isPaid) return { kind: "allowed" };
  return { kind: "no-access" };
};
