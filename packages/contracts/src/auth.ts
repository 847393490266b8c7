import { z } from "zod";

import { authMessages } from "./auth-messages.ts";
import { fullNameSchema } from "./full-name.ts";
import { limits } from "./limits.ts";

export { authMessages };

const emailField = z
  .string()
  .trim()
  .min(1, authMessages.required("Email"))
  .max(limits.emailMaxLength, authMessages.invalidEmail)
  .pipe(z.email(authMessages.invalidEmail))
  .transform((email) => email.toLowerCase());

export const emailSchema = emailField;

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, authMessages.required("Password"))
    .max(limits.passwordMaxLength, authMessages.passwordTooLong),
});
export type SignInInput = z.input<typeof signInSchema>;

export const newPasswordSchema = z
  .string()
  .min(1, authMessages.required("Password"))
  .min(limits.passwordMinLength, authMessages.passwordTooShort)
  .max(limits.passwordMaxLength, authMessages.passwordTooLong);

export const signUpSchema = z.object({
  email: emailField,
  fullName: fullNameSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const checkUserExistsSchema = z.object({ email: emailField });
export const checkUserExistsResponseSchema = z.object({ exists: z.boolean() });
export type CheckUserExistsResponse = z.infer<typeof checkUserExistsResponseSchema>;

/** The spec's mapping of password-reset failures to user-facing text. */
export const describeResetError = (message: string): string => {
  const lower = message.toLowerCase();
  if (lower.includes("rate limit")) return authMessages.resetRateLimited;
  if (lower.includes("not found")) return authMessages.resetNotFound;
  return authMessages.resetFailed;
};

/** Stands in for the site's own origin: only addresses that resolve onto it are ours. */
const OWN_ORIGIN = "https://promptloom.invalid";

/**
 * Only same-origin paths are accepted as post-sign-in destinations. The target is resolved the
 * way a browser would (backslashes as slashes, tabs and newlines dropped, `/./` collapsed), so
 * `/\evil.example` or `/\t/evil.example` cannot pass as a path; what comes back is the
 * normalised path, never the raw input.
 */
export const safeNextPath = (next: string | null | undefined, fallback = "/app/dashboard"): string => {
  if (!next?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(next, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  // A path that still starts with two slashes would be read as another host when followed.
  if (url.origin !== OWN_ORIGIN || /^\/[/\\]/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The fields the product reads from better-auth's answers (its endpoints sit behind `/api/auth/*`
 * outside the typed routes, so their answers are parsed): sign-up's new user, and the address a
 * social sign-in continues at.
 */
export const signedUpSchema = z.object({ user: z.object({ id: z.string() }) });
export const redirectAnswerSchema = z.object({ url: z.string() });
