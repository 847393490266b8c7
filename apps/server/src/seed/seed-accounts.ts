import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import type { Logger } from "pino";

import type { Auth } from "../auth/create-auth.ts";
import { findUserIdByEmail } from "../auth/find-user-id-by-email.ts";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";

type Account = { email: string; password: string; name: string };

const ensureAccount = async (db: Database, auth: Auth, account: Account): Promise<{ id: string; created: boolean }> => {
  const existing = await findUserIdByEmail(db, account.email);
  if (existing) return { id: existing, created: false };
  const result = await auth.api.signUpEmail({ body: account });
  return { id: result.user.id, created: true };
};

/**
 * First start: an admin (from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once) and,
 * unless disabled, a paid demo member so the members area can be tried at once.
 */
export const seedAccounts = async (options: {
  db: Database;
  auth: Auth;
  logger: Logger;
  admin: { email: string | undefined; password: string | undefined };
  demo: { email: string; password: string } | null;
}): Promise<void> => {
  const { db, auth, logger } = options;

  const [anyAdmin] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).limit(1);
  if (!anyAdmin) {
    const email = options.admin.email ?? "admin@promptloom.local";
    const password = options.admin.password ?? randomBytes(12).toString("base64url");
    const { id, created } = await ensureAccount(db, auth, { email, password, name: "Administrator" });
    await db.update(profiles).set({ isAdmin: true, isPaid: true }).where(eq(profiles.id, id));
    if (created && !options.admin.password) {
      logger.warn(`Admin account created: ${email} / ${password} (shown once; change it after signing in)`);
    } else {
      logger.info(`Admin account ready: ${email}`);
    }
  }

  if (options.demo) {
    const { id, created } = await ensureAccount(db, auth, { ...options.demo, name: "Demo Member" });
    if (created) {
      await db.update(profiles).set({ isPaid: true }).where(eq(profiles.id, id));
      logger.info(`Demo member created: ${options.demo.email} / ${options.demo.password}`);
    }
  }
};
