import { authMessages } from "@promptloom/contracts/auth";
import { limits } from "@promptloom/contracts/limits";

import type { Database } from "../../db/client.ts";
import {
  consumeRateLimit,
  enforceRateLimit,
  ensureWithinRateLimits,
  resetRateLimit,
  type RateLimitRule,
} from "../../lib/rate-limit.ts";

/** Spec §5: 5 attempts per 5 minutes per address and e-mail; a successful sign-in resets it. */
const perAddressAndEmail: RateLimitRule = {
  scope: "sign-in",
  limit: limits.rateLimitAttempts,
  windowMs: limits.rateLimitWindowMs,
};
/** One address trying many e-mails (credential stuffing): failures only, so an office can share an address. */
const failuresPerAddress: RateLimitRule = { scope: "sign-in-failures-ip", limit: 30, windowMs: 15 * 60_000 };
/** One account tried from many addresses (a botnet guessing a password): failures only. */
const failuresPerAccount: RateLimitRule = { scope: "sign-in-failures-account", limit: 10, windowMs: 15 * 60_000 };

/** Refuses (429) before the password is checked when any sign-in limit is used up; counts the attempt. */
export const admitSignIn = async (db: Database, ip: string, email: string) => {
  await ensureWithinRateLimits(
    db,
    [
      [failuresPerAddress, ip],
      [failuresPerAccount, email],
    ],
    authMessages.tooManyLogins,
  );
  await enforceRateLimit(db, perAddressAndEmail, `${ip}|${email}`, authMessages.tooManyLogins);
};

/** After the password was checked: a success clears the spec's counter, a failure counts against both wider ones. */
export const recordSignInOutcome = async (db: Database, ip: string, email: string, succeeded: boolean) => {
  if (succeeded) return resetRateLimit(db, perAddressAndEmail, `${ip}|${email}`);
  await consumeRateLimit(db, failuresPerAddress, ip);
  await consumeRateLimit(db, failuresPerAccount, email);
};
