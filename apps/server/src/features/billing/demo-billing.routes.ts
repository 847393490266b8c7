import { isPaidStatus, switchPlanSchema } from "@promptloom/contracts/billing";
import { Hono, type Context } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser, signedInOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { isDemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import type { BillingEvent } from "../../providers/payments/payment-provider.ts";
import { findCustomerId } from "./billing-customers.ts";
import { processBillingEvent } from "./process-billing-event.ts";
import { readSubscriptionState } from "./read-subscription-state.ts";

/**
 * The demo provider's checkout page and customer portal. Always part of the API's routes (and so
 * of its typed client), they answer 404 unless the demo provider is the one taking payments.
 */
export const demoBillingRoutes = ({ db, providers, config }: AppDeps) => {
  const configured = isDemoPaymentProvider(providers.payments) ? providers.payments : null;
  const demoProvider = () => {
    if (!configured) throw AppError.notFound("Demo billing is not enabled");
    return configured;
  };

  const fulfil = (c: Context<AppEnv>, event: BillingEvent) =>
    processBillingEvent(
      { db, payments: demoProvider(), mail: providers.mail, baseUrl: config.baseUrl, logger: c.var.logger },
      event,
    );

  /** The signed-in member's live demo subscription, which the portal acts on. */
  const liveSubscriptionOf = async (c: Context<AppEnv>) => {
    const { user } = requireUser(c);
    const customerId = await findCustomerId(db, demoProvider().name, user.id);
    const live = customerId
      ? (await demoProvider().listSubscriptions(customerId)).find((subscription) => isPaidStatus(subscription.status))
      : undefined;
    if (!live) throw AppError.notFound("You have no active subscription.");
    return { user, subscription: live };
  };

  return new Hono<AppEnv>()
    .use("/billing/demo/*", async (_, next) => {
      demoProvider();
      await next();
    })
    .use("/billing/demo/portal/*", signedInOnly)
    .get("/billing/demo/checkouts/:id", async (c) => {
      const checkout = await demoProvider().findCheckout(c.req.param("id"));
      if (!checkout) throw AppError.notFound("This checkout does not exist.");
      return c.json(checkout);
    })
    .post("/billing/demo/checkouts/:id/pay", async (c) => {
      const result = await demoProvider().payCheckout(c.req.param("id"));
      if (!result) throw AppError.notFound("This checkout does not exist or was cancelled.");
      if (result.event) await fulfil(c, result.event);
      return c.json({ url: result.url });
    })
    .post("/billing/demo/checkouts/:id/cancel", async (c) => {
      const result = await demoProvider().cancelCheckout(c.req.param("id"));
      if (!result) throw AppError.notFound("This checkout does not exist.");
      return c.json(result);
    })
    .post("/billing/demo/portal/cancel", async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      await fulfil(c, await demoProvider().setCancelAtPeriodEnd(subscription.id, true));
      return c.json(await readSubscriptionState(db, user.id));
    })
    .post("/billing/demo/portal/resume", async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      await fulfil(c, await demoProvider().setCancelAtPeriodEnd(subscription.id, false));
      return c.json(await readSubscriptionState(db, user.id));
    })
    .post("/billing/demo/portal/switch", validate("json", switchPlanSchema), async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      const { plan } = c.req.valid("json");
      if (subscription.plan !== plan) await fulfil(c, await demoProvider().switchPlan(subscription.id, plan));
      return c.json(await readSubscriptionState(db, user.id));
    });
};
