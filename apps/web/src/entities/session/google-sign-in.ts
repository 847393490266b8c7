import { authToasts } from "@promptloom/contracts/auth-messages";
import { billingMessages } from "@promptloom/contracts/billing";

import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { authClient } from "./auth-client.ts";

/** The toast for a Google sign-in that could not start: too many attempts, or any other failure. */
export const describeGoogleSignInFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? authToasts.tooManyGoogle : authToasts.googleFailed;

/** Leaves for Google's consent screen; resolves false, having said why, when that cannot start. */
export const startGoogleSignIn = async (callbackPath: string): Promise<boolean> => {
  try {
    await authClient.signInWithGoogle(callbackPath);
    return true;
  } catch (error) {
    toast({ ...describeGoogleSignInFailure(error), variant: "destructive" });
    return false;
  }
};

/** The marker on /auth that says the browser is back from Google with a new session. */
export const BACK_FROM_GOOGLE_PARAM = "via";
const BACK_FROM_GOOGLE_VALUE = "google";

/**
 * Where Google sends the browser back to after a sign-in started on /auth. The members area checks
 * the profile itself; any other destination goes through /auth first, so the sign-in gets the same
 * profile check (refunded, paid) as a password sign-in before the member moves on.
 */
export const googleReturnPath = (next: string) =>
  next.startsWith("/app/")
    ? next
    : `${paths.auth}?${new URLSearchParams({ next, [BACK_FROM_GOOGLE_PARAM]: BACK_FROM_GOOGLE_VALUE }).toString()}`;

export const isBackFromGoogle = (searchParams: URLSearchParams) =>
  searchParams.get(BACK_FROM_GOOGLE_PARAM) === BACK_FROM_GOOGLE_VALUE;

/**
 * Why a Google sign-in that came back to /auth with `?error=` did not sign in. An e-mail that already
 * has a password account is not joined to a Google login on the server's own say-so (whoever set
 * that password could otherwise share the account), so its owner signs in with the password.
 */
export const describeGoogleCallbackError = (error: string | null) => {
  if (!error) return null;
  return error === "account_not_linked" ? billingMessages.alreadyRegistered : authToasts.googleFailed.description;
};
