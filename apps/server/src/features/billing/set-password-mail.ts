import { passwordLink } from "../../auth/password-link.ts";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";

/** Sent when a paid checkout created the account: the link sets its first password. */
export const composeSetPasswordMail = (options: { baseUrl: string; email: string; token: string }): MailMessage => {
  const link = passwordLink(options);
  return {
    to: options.email,
    subject: "Welcome to Promptloom: set your password",
    text: [
      "Thank you for subscribing to Promptloom. We created your account with this e-mail address.",
      "",
      `Choose your password here to sign in (the link works for 7 days): ${link}`,
      "",
      "If the link has expired, use “Forgot password?” on the sign-in page to get a new one.",
    ].join("\n"),
  };
};
