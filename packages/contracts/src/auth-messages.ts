/** Toasts the specification words as "Title: description", split the way they are shown. */
export const authToasts = {
  validation: { title: "Validation Error", description: "Please check your input and try again." },
  tooManyGoogle: { title: "Too Many Attempts", description: "Please wait a few minutes before trying again." },
  googleFailed: { title: "Error", description: "Failed to sign in with Google. Please try again." },
  signInFailed: { title: "Error", description: "Failed to sign in. Please try again." },
} as const;

/** Why the members area (and its API) refuses a signed-in user (spec §4), verbatim. */
export const accessMessages = {
  refunded: "Your account has been refunded.",
  subscriptionRequired: "Subscription required to access this content.",
} as const;

const joined = (toast: { title: string; description: string }) => `${toast.title}: ${toast.description}`;

/**
 * The sign-in, sign-up and password texts of the specification, verbatim. Plain values, so the
 * marketing pages can use them without the schema library.
 */
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
  accountInactive: "Account Inactive - Contact support for assistance.",
  tooManyLogins: "Too many failed login attempts. Please wait before trying again.",
  /** After too many wrong passwords for one account from anywhere: the owner signs in by e-mail. */
  signInLinkSent:
    "Password sign-in for this account is paused after many failed attempts. If it is your account, we have e-mailed you a link to sign in.",
  /** As one line, for API answers. */
  tooManyGoogle: joined(authToasts.tooManyGoogle),
  validation: joined(authToasts.validation),
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  resetRateLimited: "Too many password reset attempts. Please wait a few minutes before trying again.",
  resetNotFound: "If an account with this email exists, you will receive a password reset link.",
  resetFailed: "Failed to send password reset email. Please try again.",
} as const;
