import { render, toPlainText } from "@react-email/components";

import { Layout, P } from "../../features/billing/emails/lifecycle-emails.tsx";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";

/**
 * Sent instead of a second account when someone signs up with an e-mail address that already has
 * one: the sign-up page answers the same either way, and only the address's owner learns more.
 */
export const renderAccountExistsMail = async (options: {
  baseUrl: string;
  email: string;
  name: string | null;
}): Promise<MailMessage> => {
  const link = (path: string) => new URL(path, options.baseUrl).href;
  const html = await render(
    <Layout
      supportUrl={link("/support")}
      preview="You already have a Promptloom account with this e-mail address."
      title="You already have an account"
      action={{ label: "Sign in", href: link("/auth") }}
      footer="You receive this e-mail because someone tried to create a Promptloom account with your e-mail address."
    >
      <P>{options.name ? `Hi ${options.name},` : "Hi,"}</P>
      <P>
        Someone, probably you, just tried to create a Promptloom account with this e-mail address. You already have an
        account, so we did not create a second one.
      </P>
      <P>
        Sign in with your password or with Google, whichever you used before. Forgot your password? Choose &quot;Forgot
        password?&quot; on the sign-in page and we will e-mail you a link to set a new one.
      </P>
      <P>If it wasn&apos;t you, you can ignore this e-mail: nothing about your account has changed.</P>
    </Layout>,
  );
  return { to: options.email, subject: "You already have a Promptloom account", html, text: toPlainText(html) };
};
