import { createHash, randomBytes } from "node:crypto";

import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

import type { MailMessage } from "../providers/mail/mail-provider.ts";

/** How long an e-mailed sign-in link works. */
export const signInLinkMinutes = 15;

/** Only a hash of the token is stored, so a copy of the database signs no one in. */
const identifierOf = (token: string) => `sign-in-link:${createHash("sha256").update(token).digest("hex")}`;

/**
 * The e-mailed sign-in link: proof of the mailbox instead of the password, offered when an
 * account's password has been guessed at too often (features/auth/sign-in-limits.ts). Opening the
 * link once signs the member in and takes them home; a used or expired link leads to the sign-in page.
 */
export const signInLinkPlugin = () =>
  ({
    id: "sign-in-link",
    endpoints: {
      verifySignInLink: createAuthEndpoint(
        "/sign-in-link/verify",
        { method: "GET", query: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(identifierOf(ctx.query.token));
          if (!consumed || consumed.expiresAt.getTime() < Date.now()) throw ctx.redirect("/auth?link=expired");
          const user = await ctx.context.internalAdapter.findUserById(consumed.value);
          if (!user) throw ctx.redirect("/auth?link=expired");
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect("/");
        },
      ),
    },
  }) satisfies BetterAuthPlugin;

/**
 * What storing a link needs of the authentication library: its verification values (named here
 * rather than through create-auth's type, which imports this plugin).
 */
type VerificationStore = {
  $context: Promise<{
    internalAdapter: {
      createVerificationValue: (value: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown>;
    };
  }>;
};

/** Stores a fresh one-time link for `userId` and returns its address. */
export const createSignInLink = async (auth: VerificationStore, baseUrl: string, userId: string): Promise<string> => {
  const token = randomBytes(32).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(Date.now() + signInLinkMinutes * 60_000),
  });
  const link = new URL("/api/auth/sign-in-link/verify", baseUrl);
  link.searchParams.set("token", token);
  return link.href;
};

export const composeSignInLinkMail = (options: { email: string; link: string }): MailMessage => ({
  to: options.email,
  subject: "Your Promptloom sign-in link",
  text: [
    "Someone has tried many wrong passwords for your Promptloom account, so signing in with the",
    "password is paused for a while. You can always sign in with this link instead",
    `(it works once, for ${signInLinkMinutes} minutes): ${options.link}`,
    "",
    "If you did not just try to sign in, nobody needs this link: your password was not accepted.",
    "Choosing a new, longer password keeps your account safe.",
  ].join("\n"),
});
