import type { DemoPaymentProvider } from "../../providers/payments/demo-payment-provider.ts";
import { processBillingEvent, type BillingContext } from "./process-billing-event.ts";

/** How often the demo provider's clock looks for periods that have ended. */
export const DEMO_SETTLE_INTERVAL_MS = 60_000;

/** Renews or ends demo subscriptions whose period is over, through the same fulfilment as webhooks. */
export const settleDemoSubscriptions = async (
  context: Omit<BillingContext, "payments"> & { payments: DemoPaymentProvider },
  now = new Date(),
): Promise<number> => {
  const events = await context.payments.settleDueSubscriptions(now);
  for (const event of events) await processBillingEvent(context, event);
  return events.length;
};
