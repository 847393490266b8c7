import { z } from "zod";

import { authMessages, emailSchema, newPasswordSchema } from "./auth.ts";
import { fullNameSchema } from "./full-name.ts";

export const accountMessages = {
  profileSaved: "Profile updated",
  passwordChanged: "Password changed",
  passwordsDiffer: "Passwords do not match",
  confirmEmailMismatch: "Type your account's e-mail address to confirm",
  wrongPassword: "Your current password is not correct.",
  deleted: "Your account has been deleted.",
} as const;

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

/** Deleting an account is confirmed by typing its e-mail address (works for Google accounts too). */
export const deleteAccountSchema = z.object({ confirmEmail: emailSchema });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
