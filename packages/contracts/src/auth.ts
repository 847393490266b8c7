import { z } from "zod";

import { limits } from "./limits.ts";
import { sanitizeText } from "./sanitize.ts";

export const authMessages = {
  required: (field: string) => `${field} is required`,
  invalid: (field: string) => `${field} is invalid`,
  invalidEmail: "Please enter a valid email address",
  passwordTooLong: "password must be less than 128 characters",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordHint: "Must be at least 6 characters long",
  missingCredentials: "You must provide either an email or phone number and a password",
  unknown: "Unknown error occurred",
  signOutFailed: "Failed to sign out",
  notInitialized: "AuthProvider not initialized",
  accountInactive: "Account Inactive - Contact support for assistance.",
  tooManyLogins: "Too many failed login attempts. Please wait before trying again.",
  tooManyGoogle: "Too Many Attempts: Please wait a few minutes before trying again.",
  googleFailed: "Failed to sign in with Google. Please try again.",
  signInFailed: "Failed to sign in. Please try again.",
  validation: "Validation Error: Please check your input and try again.",
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  resetRateLimited: "Too many password reset attempts. Please wait a few minutes before trying again.",
  resetNotFound: "If an account with this email exists, you will receive a password reset link.",
  resetFailed: "Failed to send password reset email. Please try again.",
} as const;

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
  fullName: z
    .string()
    .transform(sanitizeText)
    .pipe(z.string().min(1, authMessages.required("Full name"))),
  password: newPasswordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string().min(1),
  password: newPasswordSchema,
});

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

/** Only same-site paths are accepted as post-sign-in destinations. */
export const safeNextPath = (next: string | null | undefined, fallback = "/app/dashboard"): string =>
  next && next.startsWith("/") && !next.startsWith("//") ? next : fallback;
