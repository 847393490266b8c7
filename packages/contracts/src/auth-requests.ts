import { z } from "zod";

import { authMessages, emailSchema, newPasswordSchema } from "./auth.ts";
import { fullNameSchema } from "./full-name.ts";
import { limits } from "./limits.ts";

/**
 * The bodies the server accepts on the authentication routes it exposes (everything else under
 * /api/auth answers 404). Validated before the authentication library or the database sees them,
 * so every text a person can set passes the product's limits on the way in.
 */

/** Where the library may send the browser afterwards: a path on this site, never an address. */
const returnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "Invalid return path");

/** Spec §5: both fields, or the auth client's own message. */
const credential = (max: number, tooLong: string) =>
  z.string({ error: authMessages.missingCredentials }).min(1, authMessages.missingCredentials).max(max, tooLong);

export const signInRequestSchema = z.object({
  email: credential(limits.emailMaxLength + 64, authMessages.invalidEmail).pipe(emailSchema),
  password: credential(limits.passwordMaxLength, authMessages.passwordTooLong),
  callbackURL: returnPath.optional(),
  rememberMe: z.boolean().optional(),
});

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: fullNameSchema,
  callbackURL: returnPath.optional(),
});

export const socialSignInRequestSchema = z.object({
  provider: z.literal("google", "Unknown sign-in provider"),
  callbackURL: returnPath.optional(),
  errorCallbackURL: returnPath.optional(),
  newUserCallbackURL: returnPath.optional(),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema, redirectTo: returnPath.optional() });

/** Reset tokens are the library's random identifiers: letters and digits only. */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string()
    .min(1, "Invalid token")
    .max(256, "Invalid token")
    .regex(/^[\w-]+$/, "Invalid token"),
  newPassword: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .min(1, authMessages.required("Current password"))
    .max(limits.passwordMaxLength, authMessages.passwordTooLong),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
