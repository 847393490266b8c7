import { authToasts } from "@promptloom/contracts/auth-messages";

import { ApiError } from "./api-client.ts";
import { authClient } from "./auth-client.ts";
import { toast } from "./toast.ts";

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
