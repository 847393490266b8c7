import { authMessages, checkUserExistsSchema } from "@promptloom/contracts/auth";
import {
  changePasswordRequestSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialSignInRequestSchema,
} from "@promptloom/contracts/auth-requests";
import { limits } from "@promptloom/contracts/limits";
import { Hono, type Context } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { findUserIdByEmail } from "../../auth/find-user-id-by-email.ts";
import { signedInOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { htmlSecurityHeaders } from "../../http/security-headers.ts";
import { validate } from "../../http/validate.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";
import { answerExistingSignUp, isExistingAccountRefusal } from "./answer-existing-sign-up.ts";
import { forwardJson, passToAuth } from "./forward-to-auth.ts";
import { admitSignIn, recordSignInOutcome } from "./sign-in-limits.ts";

const HOUR = 60 * 60_000;
const googleSignIn: RateLimitRule = {
  scope: "sign-in-google",
  limit: limits.rateLimitAttempts,
  windowMs: limits.rateLimitWindowMs,
};
const signUpPerAddress: RateLimitRule = { scope: "sign-up", limit: 20, windowMs: HOUR };
const resetPerAddressAndEmail: RateLimitRule = {
  scope: "password-reset",
  limit: 3,
  windowMs: limits.rateLimitWindowMs,
};
const resetPerEmail: RateLimitRule = { scope: "password-reset-email", limit: 5, windowMs: HOUR };
const resetPerAddress: RateLimitRule = { scope: "password-reset-ip", limit: 20, windowMs: HOUR };
/**
 * The subscription form looks an e-mail up once as it is typed (spec §4), so it can offer sign-in
 * or sign-up; that answer says whether an address is registered, so an address gets few.
 */
const userLookup: RateLimitRule = { scope: "check-user-exists", limit: 10, windowMs: 15 * 60_000 };

/** Contains "rate limit", which the reset form maps to the spec's message. */
const resetRateLimited = "Password reset rate limit exceeded. Please try again later.";

/**
 * The authentication endpoints the product uses, and only those: the library's others (profile
 * updates, session lists, account linking, …) answer 404, so every change to an account goes
 * through the product's validated routes. Each body is checked by the contracts before the
 * library or the database sees it.
 */
export const authRoutes = (deps: AppDeps) => {
  const { db, auth, config } = deps;
  const ipOf = (c: Context<AppEnv>) => getClientIp(c, config.trustedProxyHops);
  const passThrough = (c: Context<AppEnv>) => passToAuth(auth, c);

  return (
    new Hono<AppEnv>()
      .post("/auth/sign-in/email", validate("json", signInRequestSchema), async (c) => {
        const body = c.req.valid("json");
        const ip = ipOf(c);
        await admitSignIn(deps, ip, body.email);
        const response = await forwardJson(auth, c, body);
        await recordSignInOutcome(db, ip, body.email, response.status);
        return response;
      })
      .post("/auth/sign-up/email", validate("json", signUpRequestSchema), async (c) => {
        const message = "Too many new accounts from this address. Please try again later.";
        await enforceRateLimit(db, signUpPerAddress, ipOf(c), message);
        const body = c.req.valid("json");
        const response = await forwardJson(auth, c, body);
        if (!(await isExistingAccountRefusal(response))) return response;
        return c.json(await answerExistingSignUp(deps, body), 200);
      })
      .post("/auth/sign-in/social", validate("json", socialSignInRequestSchema), async (c) => {
        await enforceRateLimit(db, googleSignIn, ipOf(c), authMessages.tooManyGoogle);
        return forwardJson(auth, c, c.req.valid("json"));
      })
      .get("/auth/callback/google", (c) => {
        if (!config.googleEnabled) throw AppError.notFound("Google sign-in is not configured.");
        return passThrough(c);
      })
      .get("/auth/sign-in-link/verify", passThrough)
      // Sign-out takes no body; the library wants a JSON one, so it gets an empty object whatever came.
      .post("/auth/sign-out", (c) => forwardJson(auth, c, {}))
      .post("/auth/request-password-reset", validate("json", passwordResetRequestSchema), async (c) => {
        const body = c.req.valid("json");
        const ip = ipOf(c);
        await enforceRateLimit(db, resetPerAddressAndEmail, `${ip}|${body.email}`, resetRateLimited);
        await enforceRateLimit(db, resetPerEmail, body.email, resetRateLimited);
        await enforceRateLimit(db, resetPerAddress, ip, resetRateLimited);
        return forwardJson(auth, c, body);
      })
      .post("/auth/reset-password", validate("json", resetPasswordRequestSchema), (c) =>
        forwardJson(auth, c, c.req.valid("json")),
      )
      .post("/auth/change-password", signedInOnly, validate("json", changePasswordRequestSchema), async (c) =>
        forwardJson(auth, c, c.req.valid("json")),
      )
      // The library's error page, where a failed Google sign-in may land: an HTML page like ours.
      .get("/auth/error", async (c) => {
        const response = await passThrough(c);
        const headers = new Headers(response.headers);
        for (const [name, value] of Object.entries(htmlSecurityHeaders(config.isProduction))) headers.set(name, value);
        return new Response(response.body, { status: response.status, headers });
      })
      .get("/config", (c) => c.json({ googleEnabled: config.googleEnabled }))
      .post("/functions/check-user-exists", validate("json", checkUserExistsSchema), async (c) => {
        await enforceRateLimit(db, userLookup, ipOf(c), "Too many requests. Please wait a few minutes and try again.");
        const { email } = c.req.valid("json");
        return c.json({ exists: (await findUserIdByEmail(db, email)) !== null });
      })
  );
};
