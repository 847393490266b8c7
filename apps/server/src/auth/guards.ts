import { apiKeyMessages } from "@promptloom/contracts/api-keys";
import { accessMessages } from "@promptloom/contracts/auth-messages";
import type { Context, MiddlewareHandler } from "hono";

import type { ProfileRow } from "../db/schema/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { hasAuthorizationHeader } from "./bearer-token.ts";
import type { SessionUser } from "./session-user.ts";

/**
 * Authorization in one place per level. Each returns what it checked so routes never
 * re-read the session: `const { user } = requireUser(c)`. (`c.get` rather than `c.var`, which
 * copies every request variable into a new object on each read.)
 */
export const requireUser = (c: Context<AppEnv>): { user: SessionUser } => {
  const user = c.get("user");
  if (!user) throw AppError.unauthorized(hasAuthorizationHeader(c) ? apiKeyMessages.notAccepted : undefined);
  return { user };
};

/** A member's profile is paid and not refunded; the refund is checked first, as the spec's guard does. */
export const assertMemberProfile = (profile: ProfileRow) => {
  if (profile.refunded) throw AppError.forbidden(accessMessages.refunded);
  if (!profile.isPaid) throw AppError.forbidden(accessMessages.subscriptionRequired);
};

const requireProfile = async (c: Context<AppEnv>) => {
  const { user } = requireUser(c);
  const profile = await c.get("findProfile")(user.id);
  if (!profile) throw AppError.forbidden("Your account has no profile. Contact support for assistance.");
  return { user, profile };
};

/** A member is paid and not refunded. */
export const requireMember = async (c: Context<AppEnv>): Promise<{ user: SessionUser; profile: ProfileRow }> => {
  const result = await requireProfile(c);
  assertMemberProfile(result.profile);
  return result;
};

export const requireAdmin = async (c: Context<AppEnv>): Promise<{ user: SessionUser; profile: ProfileRow }> => {
  const result = await requireProfile(c);
  if (!result.profile.isAdmin) throw AppError.forbidden("Admin access required.");
  return result;
};

/**
 * The same checks as middleware, so a router can guard all its paths before any input is read:
 * `.use("/saved-prompts/*", membersOnly)`. Handlers then take the user from `requireUser`.
 */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export const membersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireMember(c);
  await next();
};

export const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAdmin(c);
  await next();
};
