import { authMessages } from "@promptloom/contracts/auth";
import { billingMessages, guestCheckoutSchema } from "@promptloom/contracts/billing";
import type { PlanId } from "@promptloom/contracts/plans";
import { Hono, type Context } from "hono";
import type { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { findUserIdByEmail } from "../../auth/find-user-id-by-email.ts";
import { requireUser } from "../../auth/guards.ts";
import { findProfile } from "../../auth/session.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import { consumeRateLimit, enforceRateLimit } from "../../lib/rate-limit.ts";
import { asProviderFailure } from "./as-provider-failure.ts";
import { openPortal } from "./open-portal.ts";
import { readSubscriptionState } from "./read-subscription-state.ts";
import { startGuestCheckout, startMemberCheckout } from "./start-checkout.ts";
import { syncSubscriptions } from "./sync-subscriptions.ts";

/** How often one member's check-subscription may ask the provider; beyond it the stored state answers. */
const providerRefreshRule = { scope: "check-subscription", limit: 30, windowMs: 60 * 1000 };

/** Checkouts started without an account, per address: enough for a person, not for a script. */
const guestCheckoutRule = { scope: "guest-checkout", limit: 10, windowMs: 10 * 60 * 1000 };

type GuestCheckout = z.output<typeof guestCheckoutSchema>;

export const billingRoutes = ({ db, providers, config }: AppDeps) => {
  const payments = providers.payments;
  const baseUrl = config.baseUrl;

  const memberCheckout = (plan: PlanId) => async (c: Context<AppEnv>) => {
    const { user: member } = requireUser(c);
    return c.json(
      await asProviderFailure(c, billingMessages.checkoutFailed, () =>
        startMemberCheckout({ db, payments, baseUrl, plan, user: member }),
      ),
    );
  };

  /**
   * The spec's guest checkout, right after sign-up in the modal. With a session it is the
   * session's own checkout (`userId` and e-mail must be the session's); without one it may only
   * bill an e-mail that has no account, so nobody can attach a payment to someone else's account.
   */
  const guestCheckout = (plan: PlanId) => async (c: Context<AppEnv>, input: GuestCheckout) => {
    const sessionUser = c.var.user;
    if (sessionUser) {
      const isOwn = (input.userId === null || input.userId === sessionUser.id) && input.email === sessionUser.email;
      if (!isOwn) throw AppError.forbidden("This checkout belongs to another account.");
      return c.json(
        await asProviderFailure(c, billingMessages.checkoutFailed, () =>
          startMemberCheckout({ db, payments, baseUrl, plan, user: sessionUser }),
        ),
      );
    }
    if (input.userId !== null) throw AppError.unauthorized();
    await enforceRateLimit(
      db,
      guestCheckoutRule,
      getClientIp(c, config.trustedProxyHops),
      "Too many checkouts. Please wait a few minutes and try again.",
    );
    if (await findUserIdByEmail(db, input.email)) throw AppError.conflict(billingMessages.alreadyRegistered);
    return c.json(
      await asProviderFailure(c, billingMessages.checkoutFailed, () =>
        startGuestCheckout({ db, payments, baseUrl, plan, email: input.email }),
      ),
    );
  };

  const guestBody = validate("json", guestCheckoutSchema);

  return new Hono<AppEnv>()
    .post("/functions/create-monthly-checkout", memberCheckout("monthly"))
    .post("/functions/create-yearly-checkout", memberCheckout("yearly"))
    .post("/functions/create-monthly-checkout-guest", guestBody, (c) =>
      guestCheckout("monthly")(c, c.req.valid("json")),
    )
    .post("/functions/create-yearly-checkout-guest", guestBody, (c) => guestCheckout("yearly")(c, c.req.valid("json")))
    .post("/functions/customer-portal", async (c) => {
      const { user: member } = requireUser(c);
      const profile = await findProfile(db, member.id);
      if (!profile || profile.refunded) throw AppError.forbidden(authMessages.accountInactive);
      return c.json(
        await asProviderFailure(c, billingMessages.portalFailed, () =>
          openPortal({ db, payments, baseUrl, userId: member.id }),
        ),
      );
    })
    .post("/functions/check-subscription", async (c) => {
      const { user: member } = requireUser(c);
      const refresh = await consumeRateLimit(db, providerRefreshRule, member.id);
      if (!refresh.allowed) return c.json(await readSubscriptionState(db, member.id));
      return c.json(await syncSubscriptions({ db, payments, userId: member.id, logger: c.var.logger }));
    });
};
