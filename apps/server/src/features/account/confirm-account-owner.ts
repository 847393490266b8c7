import { accountMessages, freshSignInMinutes } from "@promptloom/contracts/account";
import { and, eq, isNotNull } from "drizzle-orm";

import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { account } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { consumeRateLimit, releaseRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";

/** Wrong passwords typed to delete an account, per account: a stolen session cannot guess on. */
export const deletePasswordFailures: RateLimitRule = {
  scope: "delete-account-password",
  limit: 5,
  windowMs: 15 * 60_000,
};

const tooManyWrongPasswords = "Too many wrong passwords. Please wait 15 minutes and try again.";

/**
 * Proves that the person behind a session is the account's owner before something that cannot be
 * undone: the current password, or, for an account that has none (Google sign-in only), a
 * session started within the last `freshSignInMinutes`. A session left open on a shared computer
 * is not enough either way.
 */
export const confirmAccountOwner = async (options: {
  db: Database;
  auth: Auth;
  userId: string;
  password: string;
  headers: Headers;
  now: Date;
}) => {
  const { db, auth, userId, password } = options;
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)));

  if (credential?.hash) {
    if (!password) throw AppError.validation(accountMessages.deletePasswordRequired);
    // Counted as a failure before it is checked and given back when it was right, so past the
    // limit no password is checked at all, the right one included.
    const { allowed, retryAfterSeconds } = await consumeRateLimit(db, deletePasswordFailures, userId);
    if (!allowed) throw AppError.rateLimited(tooManyWrongPasswords, retryAfterSeconds);
    const context = await auth.$context;
    if (!(await context.password.verify({ hash: credential.hash, password }))) {
      throw AppError.validation(accountMessages.wrongPassword);
    }
    await releaseRateLimit(db, deletePasswordFailures, userId);
    return;
  }

  const current = await auth.api.getSession({ headers: options.headers });
  const startedAt = current?.session.createdAt.getTime() ?? 0;
  if (options.now.getTime() - startedAt > freshSignInMinutes * 60_000) {
    throw AppError.forbidden(accountMessages.deleteNeedsFreshSignIn);
  }
};
