import { authMessages, describeResetError } from "@promptloom/contracts/auth";

import { ApiError } from "../../lib/api-client.ts";

/**
 * What the sign-in form says in place when a password sign-in is refused: wrong credentials, too
 * many attempts, no connection, or the server's own words. Null for a failure the server did not
 * explain, which the form reports as the 'Failed to sign in' toast.
 */
export const describeSignInError = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return authMessages.tooManyLogins;
  if (error.status === 401) return authMessages.invalidCredentials;
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  return null;
};

/** What the forgot-password form says when the request fails (spec §5's three messages). */
export const describePasswordResetError = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 429) return authMessages.resetRateLimited;
  return describeResetError(error instanceof Error ? error.message : "");
};
