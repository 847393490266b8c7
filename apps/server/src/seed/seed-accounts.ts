import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import type { Logger } from "pino";

import type { Auth } from "../auth/create-auth.ts";
import { findUserIdByEmail } from "../auth/find-user-id-by-email.ts";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import { findOrCreateAccountForEmail } from "../features/billing/find-or-create-account-for-email.ts";
import type { MailProvider } from "../providers/mail/mail-provider.ts";
import { composeAdminInviteMail } from "./admin-invite-mail.ts";

const DEFAULT_ADMIN_EMAIL = "admin@promptloom.local";

const grantAdmin = (db: Database, id: string) =>
  db.update(profiles).set({ isAdmin: true, isPaid: true }).where(eq(profiles.id, id));

type SeedOptions = {
  db: Database;
  auth: Auth;
  logger: Logger;
  mail: MailProvider;
  baseUrl: string;
  /** Production never prints a password: a generated admin gets a set-password e-mail instead. */
  isProduction: boolean;
  admin: { email: string | undefined; password: string | undefined };
  demo: { email: string; password: string } | null;
};

/**
 * The first admin, when there is none. It is always a new account: an existing account with
 * ADMIN_EMAIL is never promoted, since whoever registered that address first (sign-up verifies
 * no e-mail) would otherwise become admin.
 */
const createFirstAdmin = async (options: SeedOptions) => {
  const { db, auth, logger } = options;
  const email = (options.admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (await findUserIdByEmail(db, email)) {
    logger.warn(
      `No admin account exists, and ${email} (ADMIN_EMAIL) already belongs to an account that is not an admin: it is not promoted. Set ADMIN_EMAIL to an address that has no account and restart.`,
    );
    return;
  }
  if (options.admin.password || !options.isProduction) {
    const password = options.admin.password ?? randomBytes(12).toString("base64url");
    const created = await auth.api.signUpEmail({ body: { email, password, name: "Administrator" } });
    await grantAdmin(db, created.user.id);
    if (options.admin.password) logger.info(`Admin account created: ${email}`);
    else logger.warn(`Admin account created: ${email} / ${password} (shown once; change it after signing in)`);
    return;
  }
  const { userId, setPasswordToken } = await findOrCreateAccountForEmail({ db, email, name: "Administrator" });
  await grantAdmin(db, userId);
  if (setPasswordToken) {
    await options.mail.send(composeAdminInviteMail({ baseUrl: options.baseUrl, email, token: setPasswordToken }));
  }
  logger.warn(`Admin account created: ${email}. A link to choose its password was e-mailed there.`);
};

/**
 * First start: an admin (see createFirstAdmin) and, when asked for, a paid demo member so the
 * members area can be tried at once. No password is ever written to the log in production.
 */
export const seedAccounts = async (options: SeedOptions): Promise<void> => {
  const { db, auth, logger } = options;
  const [anyAdmin] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).limit(1);
  if (!anyAdmin) await createFirstAdmin(options);
  if (options.demo && !(await findUserIdByEmail(db, options.demo.email))) {
    const created = await auth.api.signUpEmail({ body: { ...options.demo, name: "Demo Member" } });
    await db.update(profiles).set({ isPaid: true }).where(eq(profiles.id, created.user.id));
    logger.info(`Demo member created: ${options.demo.email} (password from DEMO_PASSWORD)`);
  }
};
