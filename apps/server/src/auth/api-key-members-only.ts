import { apiKeyMessages } from "@promptloom/contracts/api-keys";
import type { MiddlewareHandler } from "hono";

import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { getClientIp } from "../lib/client-ip.ts";
import { enforceRateLimit, tooManyRequestsMessage, type RateLimitRule } from "../lib/rate-limit.ts";
import { authenticateApiKey } from "./authenticate-api-key.ts";
import { readBearerToken } from "./bearer-token.ts";
import { assertMemberProfile } from "./guards.ts";

/** Every call of the public API counts here, per member, whichever of their keys it uses. */
export const publicApiLimit: RateLimitRule = { scope: "public-api", limit: 120, windowMs: 60_000 };

/**
 * Keys that are not valid (unknown, revoked, malformed), counted per client address. Only failures
 * count, and a valid key is checked and accepted whatever its address's count, so a client
 * retrying a revoked key in a loop slows itself down and nobody else.
 */
export const invalidApiKeyLimit: RateLimitRule = { scope: "api-key-invalid", limit: 30, windowMs: 15 * 60_000 };

/**
 * The public API's guard: the request must carry a member's API key, never a cookie session. The
 * key acts as its member, with the member's checks (paid, not refunded) and rate limits, read
 * fresh on every request. Handlers then take the member from `requireUser`.
 */
export const apiKeyMembersOnly =
  (options: { db: Database; trustedProxyHops: number }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, trustedProxyHops } = options;
    c.set("user", null);
    const key = readBearerToken(c);
    if (!key) throw AppError.unauthorized(apiKeyMessages.missing);
    const owner = await authenticateApiKey({ db, key });
    if (!owner) {
      const address = getClientIp(c, trustedProxyHops);
      await enforceRateLimit(db, invalidApiKeyLimit, address, apiKeyMessages.tooManyInvalid);
      throw AppError.unauthorized(apiKeyMessages.invalid);
    }
    assertMemberProfile(owner.profile);
    await enforceRateLimit(db, publicApiLimit, owner.user.id, tooManyRequestsMessage);
    c.set("user", owner.user);
    await next();
  };
