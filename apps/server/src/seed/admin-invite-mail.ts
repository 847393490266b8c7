import { passwordLink } from "../auth/password-link.ts";
import type { MailMessage } from "../providers/mail/mail-provider.ts";

/** The first admin of a production start chooses their own password: no secret goes to the log. */
export const composeAdminInviteMail = (options: { baseUrl: string; email: string; token: string }): MailMessage => ({
  to: options.email,
  subject: "Your Promptloom admin account",
  text: [
    "Promptloom started for the first time and made this address its administrator.",
    "",
    `Choose your password here to sign in (the link works for 7 days): ${passwordLink(options)}`,
    "",
    "If the link has expired, use “Forgot password?” on the sign-in page to get a new one.",
  ].join("\n"),
});
