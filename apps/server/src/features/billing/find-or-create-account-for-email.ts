import { randomBytes } from "node:crypto";

import { findUserIdByEmail } from "../../auth/find-user-id-by-email.ts";
import type { Database } from "../../db/client.ts";
import { user, verification } from "../../db/schema/index.ts";

/** How long the set-password link in the welcome e-mail works. */
const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const nameFrom = (email: string, name: string | null) => name?.trim() || email.split("@")[0] || email;

/**
 * Finds the account for a paid checkout's e-mail, or creates one (its profile comes with it)
 * with a one-time set-password token in better-auth's reset format, so the usual reset page
 * sets the first password. Runs inside the caller's transaction.
 */
export const findOrCreateAccountForEmail = async (options: {
  db: Database;
  email: string;
  name: string | null;
}): Promise<{ userId: string; setPasswordToken: string | null }> => {
  const { db } = options;
  const email = options.email.trim().toLowerCase();
  const existing = await findUserIdByEmail(db, email);
  if (existing) return { userId: existing, setPasswordToken: null };

  const userId = randomBytes(16).toString("hex");
  const token = randomBytes(24).toString("base64url");
  await db.insert(user).values({ id: userId, email, name: nameFrom(email, options.name), emailVerified: false });
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS),
  });
  return { userId, setPasswordToken: token };
};
