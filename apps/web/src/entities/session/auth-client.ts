import { redirectAnswerSchema, signedUpSchema } from "@promptloom/contracts/auth";

import { paths } from "../../config/paths.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { postToAuth, signOutOnServer } from "./auth-request.ts";

/**
 * The better-auth calls the app makes; the fields it reads from their answers are parsed with zod.
 * Sessions are httpOnly cookies, so nothing here stores tokens.
 */
export const authClient = {
  signIn: (input: { email: string; password: string }) => postToAuth("sign-in/email", input),

  /** Signs up and in (better-auth signs new accounts in at once); answers with the new user. */
  signUp: async (input: { email: string; password: string; fullName: string }) =>
    signedUpSchema.parse(
      await postToAuth("sign-up/email", {
        email: input.email,
        password: input.password,
        name: input.fullName,
        callbackURL: paths.dashboard,
      }),
    ),

  signOut: signOutOnServer,

  /** Starts Google sign-in; the browser leaves the app for Google's consent screen. */
  signInWithGoogle: async (callbackPath: string = paths.dashboard) => {
    const { url } = redirectAnswerSchema.parse(
      await postToAuth("sign-in/social", {
        provider: "google",
        callbackURL: callbackPath,
        errorCallbackURL: paths.auth,
      }),
    );
    window.location.assign(url);
  },

  requestPasswordReset: (email: string) =>
    postToAuth("request-password-reset", { email, redirectTo: paths.resetPassword }),

  resetPassword: (input: { token: string; newPassword: string }) => postToAuth("reset-password", input),

  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    postToAuth("change-password", { ...input, revokeOtherSessions: true }),

  /** Whether Google sign-in is configured on this server. */
  getConfig: () => unwrap(api.config.$get()),
};
