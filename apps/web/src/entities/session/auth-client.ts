import { redirectAnswerSchema, signedUpSchema } from "@promptloom/contracts/auth";

import { paths } from "../../config/paths.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { signOutOnServer } from "./auth-request.ts";

/**
 * The better-auth calls the app makes, through the typed client like every other call (the server
 * declares each one with its contract before better-auth's handler); the fields read from their
 * answers are parsed with zod. Sessions are httpOnly cookies, so nothing here stores tokens.
 */
export const authClient = {
  signIn: (input: { email: string; password: string }) => unwrap(api.auth["sign-in"].email.$post({ json: input })),

  /** Signs up and in (better-auth signs new accounts in at once); answers with the new user. */
  signUp: async (input: { email: string; password: string; fullName: string }) =>
    signedUpSchema.parse(
      await unwrap(
        api.auth["sign-up"].email.$post({
          json: { email: input.email, password: input.password, name: input.fullName, callbackURL: paths.dashboard },
        }),
      ),
    ),

  signOut: signOutOnServer,

  /** Starts Google sign-in; the browser leaves the app for Google's consent screen. */
  signInWithGoogle: async (callbackPath: string = paths.dashboard) => {
    const { url } = redirectAnswerSchema.parse(
      await unwrap(
        api.auth["sign-in"].social.$post({
          json: { provider: "google", callbackURL: callbackPath, errorCallbackURL: paths.auth },
        }),
      ),
    );
    window.location.assign(url);
  },

  requestPasswordReset: (email: string) =>
    unwrap(api.auth["request-password-reset"].$post({ json: { email, redirectTo: paths.resetPassword } })),

  resetPassword: (input: { token: string; newPassword: string }) =>
    unwrap(api.auth["reset-password"].$post({ json: input })),

  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    unwrap(api.auth["change-password"].$post({ json: { ...input, revokeOtherSessions: true } })),

  /** Whether Google sign-in is configured on this server. */
  getConfig: () => unwrap(api.config.$get()),
};
