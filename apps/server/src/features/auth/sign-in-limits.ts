import { authMessages } from "@promptloom/contracts/auth";
import { limits } from "@promptloom/contracts/limits";

import type { AppDeps } from "../../app-deps.ts";
import { findUserIdByEmail } from "../../auth/find-user-id-by-email.ts";
import { composeSignInLinkMail, createSignInLink } from "../../auth/sign-in-link.ts";
import { AppError } from "../../http/app-error.ts";
import {
  consumeRateLimit,
  enforceRateLimit,
  releaseRateLimit,
  resetRateLimit,
  type RateLimitRule,
} from "../../lib/rate-limit.ts";

/** Spec §5: 5 attempts per 5 minutes per address and e-mail; a successful sign-in resets it. */
export const signInPerAddressAndEmail: RateLimitRule = {
  scope: "sign-in",
  limit: limits.rateLimitAttempts,
  windowMs: limits.rateLimitWindowMs,
};
/** One address trying many e-mails (credential stuffing): failures only, so an office can share an address. */
export const signInFailuresPerAddress: RateLimitRule = {
  scope: "sign-in-failures-ip",
  limit: 30,
  windowMs: 15 * 60_000,
};
/**
 * One account tried from many addresses (a botnet guessing a password): failures only. Past it the
 * password is not checked at all, so guessing stops, and the owner signs in by an e-mailed link.
 */
export const signInFailuresPerAccount: RateLimitRule = {
  scope: "sign-in-failures-account",
  limit: 10,
  windowMs: 15 * 60_000,
};
/** Sign-in link e-mails per account, so a guesser cannot flood the owner's mailbox. */
export const signInLinksPerAccount: RateLimitRule = { scope: "sign-in-link-email", limit: 3, windowMs: 60 * 60_000 };

export type SignInAdmission = { ip: string; email: string };

/**
 * Decides, before the password is checked, whether it may be checked. Each limit is counted and
 * decided in one statement, so simultaneous attempts cannot slip past a limit together; the two
 * failure limits count the attempt as a failure in advance and give it back if it succeeds.
 *
 * 1. the (address, e-mail) pair: 429 past the spec's limit;
 * 2. the address: 429 past its failure limit;
 * 3. the account: past its failure limit the password is not checked, and the account's owner is
 *    e-mailed a sign-in link instead (403 with `authMessages.signInLinkSent`), so nobody can lock
 *    the owner out, and a guesser learns nothing either way.
 */
export const admitSignIn = async (
  deps: Pick<AppDeps, "db" | "auth" | "config" | "providers">,
  ip: string,
  email: string,
) => {
  const { db } = deps;
  await enforceRateLimit(db, signInPerAddressAndEmail, `${ip}|${email}`, authMessages.tooManyLogins);
  await enforceRateLimit(db, signInFailuresPerAddress, ip, authMessages.tooManyLogins);
  const account = await consumeRateLimit(db, signInFailuresPerAccount, email);
  if (!account.allowed) {
    await sendSignInLink(deps, email);
    throw AppError.forbidden(authMessages.signInLinkSent);
  }
};

/** E-mails a sign-in link to the account, if there is one and its link allowance is not used up. */
const sendSignInLink = async (deps: Pick<AppDeps, "db" | "auth" | "config" | "providers">, email: string) => {
  const userId = await findUserIdByEmail(deps.db, email);
  if (!userId) return;
  if (!(await consumeRateLimit(deps.db, signInLinksPerAccount, email)).allowed) return;
  const link = await createSignInLink(deps.auth, deps.config.baseUrl, userId);
  await deps.providers.mail.send(composeSignInLinkMail({ email, link }));
};

/**
 * After the password was checked: a success clears the spec's counter and gives back the failures
 * counted in advance; so does any answer that was not a refused password.
 */
export const recordSignInOutcome = async (db: AppDeps["db"], ip: string, email: string, status: number) => {
  if (status === 401) return;
  if (status >= 200 && status < 300) await resetRateLimit(db, signInPerAddressAndEmail, `${ip}|${email}`);
  await releaseRateLimit(db, signInFailuresPerAddress, ip);
  await releaseRateLimit(db, signInFailuresPerAccount, email);
};
