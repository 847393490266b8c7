import { authMessages, checkUserExistsSchema } from "@promptloom/contracts/auth";
import { limits } from "@promptloom/contracts/limits";
import { Hono, type Context } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { findUserIdByEmail } from "../../auth/find-user-id-by-email.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit, resetRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";

const window = { limit: limits.rateLimitAttempts, windowMs: limits.rateLimitWindowMs };
const passwordSignIn: RateLimitRule = { scope: "sign-in", ...window };
const googleSignIn: RateLimitRule = { scope: "sign-in-google", ...window };
const passwordReset: RateLimitRule = { scope: "password-reset", limit: 3, windowMs: limits.rateLimitWindowMs };
const userLookup: RateLimitRule = { scope: "check-user-exists", limit: 30, windowMs: 60_000 };

/** Reads e-mail and password from a JSON body without consuming the request better-auth will read. */
const peekCredentials = async (request: Request): Promise<{ email: string; password: string }> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const field = (name: string) => {
    const value =
      typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : "";
    return typeof value === "string" ? value : "";
  };
  return { email: field("email").trim().toLowerCase(), password: field("password") };
};

export const authRoutes = ({ db, auth, config }: AppDeps) => {
  const ipOf = (c: Context<AppEnv>) => getClientIp(c, config.trustProxy);

  return new Hono<AppEnv>()
    .post("/auth/sign-in/email", async (c) => {
      const { email, password } = await peekCredentials(c.req.raw);
      if (!email || !password) throw AppError.validation(authMessages.missingCredentials);
      const key = `${ipOf(c)}|${email}`;
      await enforceRateLimit(db, passwordSignIn, key, authMessages.tooManyLogins);
      const response = await auth.handler(c.req.raw);
      if (response.ok) await resetRateLimit(db, passwordSignIn, key);
      return response;
    })
    .post("/auth/sign-in/social", async (c) => {
      await enforceRateLimit(db, googleSignIn, ipOf(c), authMessages.tooManyGoogle);
      return auth.handler(c.req.raw);
    })
    .post("/auth/request-password-reset", async (c) => {
      const key = `${ipOf(c)}|${(await peekCredentials(c.req.raw)).email}`;
      await enforceRateLimit(db, passwordReset, key, "Password reset rate limit exceeded. Please try again later.");
      return auth.handler(c.req.raw);
    })
    .get("/config", (c) => c.json({ googleEnabled: config.googleEnabled }))
    .on(["GET", "POST"], "/auth/*", (c) => auth.handler(c.req.raw))
    .post("/functions/check-user-exists", validate("json", checkUserExistsSchema), async (c) => {
      await enforceRateLimit(db, userLookup, ipOf(c), "Too many requests. Please wait a minute and try again.");
      const { email } = c.req.valid("json");
      return c.json({ exists: (await findUserIdByEmail(db, email)) !== null });
    });
};
