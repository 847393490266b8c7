import type { MailMessage } from "../providers/mail/mail-provider.ts";
import { passwordLink } from "./password-link.ts";

/** The reset link opens our own page, which sets the password and signs the user in. */
export const composeResetPasswordMail = (options: { baseUrl: string; email: string; token: string }): MailMessage => {
  const link = passwordLink(options);
  return {
    to: options.email,
    subject: "Reset your Promptloom password",
    text: [
      "Someone asked to reset the password for your Promptloom account.",
      "",
      `Choose a new password here (the link works for one hour): ${link}`,
      "",
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
};
