import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { WebhookSignatureError } from "../../providers/payments/payment-provider.ts";
import { processBillingEvent } from "./process-billing-event.ts";

/**
 * Stripe's webhook. The signature is checked on the raw body; every event is answered 200 once
 * handled (or ignored) and 500 when it could not be, so Stripe delivers it again.
 */
export const webhookRoutes = ({ db, providers, config }: AppDeps) =>
  new Hono<AppEnv>().post("/webhooks/stripe", async (c) => {
    const rawBody = await c.req.text();
    let event;
    try {
      event = await providers.payments.parseWebhook(rawBody, c.req.header("stripe-signature"));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw AppError.badRequest("Invalid signature");
      throw error;
    }
    const { applied } = await processBillingEvent(
      { db, payments: providers.payments, mail: providers.mail, baseUrl: config.baseUrl, logger: c.var.logger },
      event,
    );
    c.var.logger.info({ eventId: event.id, type: event.type, applied }, "payment event");
    return c.json({ received: true });
  });
