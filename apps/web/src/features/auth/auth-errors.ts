import { authMessages, describeResetError } from "@promptloom/contracts/auth";

import { ApiError } from "../../lib/api-client.ts";

/** What the sign-in form says when a password sign-in fails. */
export const describeSignInError = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 429) return authMessages.tooManyLogins;
    if (error.status === 401) return authMessages.invalidCredentials;
    if (error.status === 0) return error.message;
  }
  return authMessages.signInFailed;
};

/** What the forgot-password form says when the request fails (spec §5's three messages). */
export const describePasswordResetError = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 429) return authMessages.resetRateLimited;
  return describeResetError(error instanceof Error ? error.message : "");
};

export const describeGoogleError = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 ? authMessages.tooManyGoogle : authMessages.googleFailed;
