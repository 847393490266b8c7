import { toStoredName } from "@promptloom/contracts/full-name";
import { limits } from "@promptloom/contracts/limits";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../db/client.ts";
import { account, profiles, session, user, verification } from "../db/schema/index.ts";
import type { MailProvider } from "../providers/mail/mail-provider.ts";
import { composeResetPasswordMail } from "./reset-password-mail.ts";
import { signInLinkPlugin } from "./sign-in-link.ts";

/** How account passwords are hashed and checked; the library's scrypt at its full cost unless given. */
export type PasswordHashing = NonNullable<NonNullable<BetterAuthOptions["emailAndPassword"]>["password"]>;

export type AuthConfig = {
  baseUrl: string;
  trustedOrigins: string[];
  secret: string;
  isProduction: boolean;
  google: { clientId: string; clientSecret: string } | null;
  passwordHashing?: PasswordHashing;
};

export const createAuth = (options: { db: Database; mail: MailProvider; config: AuthConfig; logger: Logger }) => {
  const { db, mail, config, logger } = options;
  return betterAuth({
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.secret,
    // Callback and redirect addresses must point here; relative paths are accepted.
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: limits.passwordMinLength,
      maxPasswordLength: limits.passwordMaxLength,
      revokeSessionsOnPasswordReset: true,
      ...(config.passwordHashing ? { password: config.passwordHashing } : {}),
      sendResetPassword: async ({ user: recipient, token }) => {
        await mail.send(composeResetPasswordMail({ baseUrl: config.baseUrl, email: recipient.email, token }));
      },
    },
    socialProviders: config.google ? { google: config.google } : {},
    plugins: [signInLinkPlugin()],
    databaseHooks: {
      // Names also arrive from Google and from accounts the server creates: every stored name
      // passes the product's limits, whichever way it came in.
      user: {
        create: {
          before: (account) =>
            Promise.resolve({
              data: { ...account, name: toStoredName(account.name, account.email.split("@")[0] ?? "") },
            }),
        },
        update: {
          before: (changes) =>
            Promise.resolve({
              data:
                typeof changes.name === "string" ? { ...changes, name: toStoredName(changes.name, "Member") } : changes,
            }),
        },
      },
      session: {
        create: {
          // Every sign-in is counted on the profile, so admins see sign-ins after sessions end.
          after: async (created) => {
            await db
              .update(profiles)
              .set({ signInCount: sql`${profiles.signInCount} + 1`, lastSignInAt: sql`now()` })
              .where(eq(profiles.id, created.userId));
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding sessions: a session used within a day of its last refresh is extended.
      updateAge: 60 * 60 * 24,
    },
    // Limits live in our own database-backed limiter (see auth.routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Into our structured log, so one level setting governs everything the server prints.
    logger: {
      level: "warn",
      log: (level, message, ...args: unknown[]) => logger[level]({ source: "better-auth", args }, message),
    },
    advanced: {
      useSecureCookies: config.isProduction,
      // Cross-site requests are refused for every API route, these included, before they get here
      // (http/require-same-origin.ts), with a message that says which address to use.
      disableCSRFCheck: true,
    },
  } satisfies BetterAuthOptions);
};

export type Auth = ReturnType<typeof createAuth>;
