import { z } from "zod";

import { paths } from "../../config/paths.ts";
import { api, ApiError, unwrap } from "../../lib/api-client.ts";
import { isSessionGoneStatus } from "./session-gone.ts";

/**
 * better-auth's endpoints are its own handler behind the API's `/api/auth/*`, outside the typed
 * routes: they are posted to here, and the fields the app reads are parsed, not assumed.
 */
const postToAuth = (path: string, body: object, signal?: AbortSignal) =>
  unwrap(
    fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal,
    }),
  );

const signedUpSchema = z.object({ user: z.object({ id: z.string() }) });
const redirectSchema = z.object({ url: z.string() });

/** The better-auth calls the app makes. Sessions are httpOnly cookies, so nothing here stores tokens. */
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

  /** Signs out on the server; 401, 403 and 404 mean the session is already gone there. */
  signOut: async () => {
    try {
      await postToAuth("sign-out", {});
    } catch (error) {
      if (error instanceof ApiError && isSessionGoneStatus(error.status)) return;
      throw error;
    }
  },

  /** Starts Google sign-in; the browser leaves the app for Google's consent screen. */
  signInWithGoogle: async (callbackPath: string = paths.dashboard) => {
    const { url } = redirectSchema.parse(
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
