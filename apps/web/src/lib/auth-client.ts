import type { MeResponse } from "@promptloom/contracts/profile";

import { paths } from "../config/paths.ts";
import { ApiError, apiRequest } from "./api-client.ts";
import { isSessionGoneStatus } from "./session-gone.ts";

/**
 * A small client for the better-auth endpoints the app uses. Sessions are httpOnly cookies, so
 * nothing here stores tokens.
 */
export const authClient = {
  signIn: (input: { email: string; password: string }) =>
    apiRequest<unknown>("/api/auth/sign-in/email", { body: input }),

  /** Signs up and in (better-auth signs new accounts in at once); answers with the new user. */
  signUp: (input: { email: string; password: string; fullName: string }) =>
    apiRequest<{ user: { id: string } }>("/api/auth/sign-up/email", {
      body: { email: input.email, password: input.password, name: input.fullName, callbackURL: paths.dashboard },
    }),

  /** Signs out on the server; 401, 403 and 404 mean the session is already gone there. */
  signOut: async () => {
    try {
      await apiRequest<unknown>("/api/auth/sign-out", { body: {} });
    } catch (error) {
      if (error instanceof ApiError && isSessionGoneStatus(error.status)) return;
      throw error;
    }
  },

  /** Starts Google sign-in; the browser leaves the app for Google's consent screen. */
  signInWithGoogle: async (callbackPath: string = paths.dashboard) => {
    const { url } = await apiRequest<{ url: string }>("/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: callbackPath, errorCallbackURL: paths.auth },
    });
    window.location.assign(url);
  },

  requestPasswordReset: (email: string) =>
    apiRequest<unknown>("/api/auth/request-password-reset", { body: { email, redirectTo: paths.resetPassword } }),

  resetPassword: (input: { token: string; newPassword: string }) =>
    apiRequest<unknown>("/api/auth/reset-password", { body: input }),

  /** The signed-in user with their profile, or null when signed out; a missing profile is an error. */
  getMe: async (): Promise<MeResponse | null> => {
    try {
      return await apiRequest<MeResponse>("/api/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },

  getConfig: () => apiRequest<{ googleEnabled: boolean }>("/api/config"),
};
