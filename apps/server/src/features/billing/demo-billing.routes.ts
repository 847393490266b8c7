import { isPaidStatus, switchPlanSchema } from "@promptloom/contracts/billing";
import { Hono, type Context } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser, signedInOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import type { DemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import type { BillingEvent } from "../../providers/payments/payment-provider.ts";
import { findCustomerId } from "./billing-customers.ts";
import { processBillingEvent } from "./process-billing-event.ts";
import { readSubscriptionState } from "./read-subscription-state.ts";

/** The demo provider's checkout page and customer portal, served only when it is the provider. */
export const demoBillingRoutes = ({ db, providers, config }: AppDeps, demo: DemoPaymentProvider) => {
  const fulfil = (c: Context<AppEnv>, event: BillingEvent) =>
    processBillingEvent(
      { db, payments: demo, mail: providers.mail, baseUrl: config.baseUrl, logger: c.var.logger },
      event,
    );

  /** The signed-in member's live demo subscription, which the portal acts on. */
  const liveSubscriptionOf = async (c: Context<AppEnv>) => {
    const { user } = requireUser(c);
    const customerId = await findCustomerId(db, demo.name, user.id);
    const live = customerId
      ? (await demo.listSubscriptions(customerId)).find((subscription) => isPaidStatus(subscription.status))
      : undefined;
    if (!live) throw AppError.notFound("You have no active subscription.");
    return { user, subscription: live };
  };

  return new Hono<AppEnv>()
    .use("/billing/demo/portal/*", signedInOnly)
    .get("/billing/demo/checkouts/:id", async (c) => {
      const checkout = await demo.findCheckout(c.req.param("id"));
      if (!checkout) throw AppError.notFound("This checkout does not exist.");
      return c.json(checkout);
    })
    .post("/billing/demo/checkouts/:id/pay", async (c) => {
      const result = await demo.payCheckout(c.req.param("id"));
      if (!result) throw AppError.notFound("This checkout does not exist or was cancelled.");
      if (result.event) await fulfil(c, result.event);
      return c.json({ url: result.url });
    })
    .post("/billing/demo/checkouts/:id/cancel", async (c) => {
      const result = await demo.cancelCheckout(c.req.param("id"));
      if (!result) throw AppError.notFound("This checkout does not exist.");
      return c.json(result);
    })
    .post("/billing/demo/portal/cancel", async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      await fulfil(c, await demo.setCancelAtPeriodEnd(subscription.id, true));
      return c.json(await readSubscriptionState(db, user.id));
    })
    .post("/billing/demo/portal/resume", async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      await fulfil(c, await demo.setCancelAtPeriodEnd(subscription.id, false));
      return c.json(await readSubscriptionState(db, user.id));
    })
    .post("/billing/demo/portal/switch", validate("json", switchPlanSchema), async (c) => {
      const { user, subscription } = await liveSubscriptionOf(c);
      const { plan } = c.req.valid("json");
      if (subscription.plan !== plan) await fulfil(c, await demo.switchPlan(subscription.id, plan));
      return c.json(await readSubscriptionState(db, user.id));
    });
};
