import { authMessages } from "@promptloom/contracts/auth";
import { billingMessages } from "@promptloom/contracts/billing";

import { ApiError } from "../../lib/api-client.ts";

/** better-auth answers 422 with USER_ALREADY_EXISTS… when the e-mail has an account. */
export const isAlreadyRegistered = (error: unknown) =>
  error instanceof ApiError && (error.status === 422 || /already exists/i.test(error.message));

/** Spec §8: the modal's sign-up error. */
export const describeSignUpError = (error: unknown): string => {
  if (isAlreadyRegistered(error)) return billingMessages.alreadyRegistered;
  return error instanceof Error && error.message ? error.message : billingMessages.accountCreationFailed;
};

/** Spec §8: the modal's sign-in error. */
export const describeSignInError = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 401) return authMessages.invalidCredentials;
    if (error.status === 429) return authMessages.tooManyLogins;
  }
  return error instanceof Error && error.message ? error.message : billingMessages.signInFailed;
};

/** A refusal that names its reason (an inactive account) is shown as such; anything else is the generic text. */
export const describeCheckoutError = (error: unknown): string =>
  error instanceof ApiError && error.status === 403 ? error.message : billingMessages.checkoutFailed;
