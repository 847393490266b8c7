import { z } from "zod";

import { authMessages, emailSchema, newPasswordSchema } from "./auth.ts";
import { fullNameSchema } from "./full-name.ts";
import { limits } from "./limits.ts";

export const accountMessages = {
  profileSaved: "Profile updated",
  passwordChanged: "Password changed",
  passwordsDiffer: "Passwords do not match",
  confirmEmailMismatch: "Type your account's e-mail address to confirm",
  wrongPassword: "Your current password is not correct.",
  deletePasswordRequired: "Enter your current password to delete your account.",
  deleteNeedsFreshSignIn:
    "For your safety, please sign out, sign in with Google again, and then delete your account within 5 minutes.",
  deleted: "Your account has been deleted.",
} as const;

/**
 * An account without a password (Google sign-in only) proves it is its owner by a sign-in this
 * recent instead.
 */
export const freshSignInMinutes = 5;

export const updateProfileSchema = z.object({ fullName: fullNameSchema });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** A new password typed twice; the second must match the first. */
const newPasswordTwice = z.object({ newPassword: newPasswordSchema, confirmPassword: z.string() });
const passwordsMatch = (value: z.output<typeof newPasswordTwice>) => value.newPassword === value.confirmPassword;
const passwordsDiffer = { message: accountMessages.passwordsDiffer, path: ["confirmPassword"] };

export const changePasswordSchema = newPasswordTwice
  .extend({ currentPassword: z.string().min(1, authMessages.required("Current password")) })
  .refine(passwordsMatch, passwordsDiffer);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The reset-password page's form: the new password from an e-mailed link, typed twice. */
export const resetPasswordSchema = newPasswordTwice.refine(passwordsMatch, passwordsDiffer);

/**
 * Deleting an account is confirmed by typing its e-mail address and proved by the current
 * password. An account that signs in with Google only has no password and leaves it empty: a
 * sign-in within the last `freshSignInMinutes` proves it instead.
 */
export const deleteAccountSchema = z.object({
  confirmEmail: emailSchema,
  password: z.string().max(limits.passwordMaxLength, accountMessages.wrongPassword).default(""),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
