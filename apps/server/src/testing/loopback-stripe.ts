/**
 * A loopback HTTP peer that answers the Stripe API calls the product makes, with Stripe-shaped
 * objects it keeps in memory, plus helpers that play Stripe's side (a customer paying, a
 * subscription changing, a refund) so tests can then deliver the matching signed webhook.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { planLookupKeys, type PlanId } from "@promptloom/contracts/plans";
import Stripe from "stripe";

type StripeObject = Record<string, unknown> & { id: string };
export type RecordedRequest = { method: string; path: string; params: URLSearchParams };

const DAY_SECONDS = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export const loopbackPrices: Record<PlanId, { id: string; lookup_key: string }> = {
  monthly: { id: "price_test_monthly", lookup_key: planLookupKeys.monthly },
  yearly: { id: "price_test_yearly", lookup_key: planLookupKeys.yearly },
};

const list = (url: string, data: StripeObject[]) => ({ object: "list", url, has_more: false, data });

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
};

export const startLoopbackStripe = async () => {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const charges = new Map<string, StripeObject>();
  const disputes = new Map<string, StripeObject>();

  const subscriptionObject = (options: { customer: string; plan: PlanId; status?: string; periodDays?: number }) => {
    const price = { object: "price", ...loopbackPrices[options.plan] };
    const periodEnd = now() + (options.periodDays ?? 30) * DAY_SECONDS;
    const subscription: StripeObject = {
      id: newId("sub"),
      object: "subscription",
      customer: options.customer,
      status: options.status ?? "active",
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { plan: options.plan },
      items: {
        object: "list",
        has_more: false,
        url: "/v1/subscription_items",
        data: [{ id: newId("si"), object: "subscription_item", price, current_period_end: periodEnd }],
      },
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  };

  const routes: [string, RegExp, (match: RegExpExecArray, params: URLSearchParams) => StripeObject | object | null][] =
    [
      [
        "GET",
        /^\/v1\/prices$/,
        (_match, params) => {
          const keys = [...params.entries()].filter(([key]) => key.startsWith("lookup_keys")).map(([, value]) => value);
          const found = Object.values(loopbackPrices)
            .filter((price) => keys.includes(price.lookup_key))
            .map((price) => ({ object: "price", active: true, ...price }));
          return list("/v1/prices", found);
        },
      ],
      [
        "POST",
        /^\/v1\/customers$/,
        (_match, params) => {
          const customer = {
            id: newId("cus"),
            object: "customer",
            email: params.get("email"),
            name: params.get("name"),
            metadata: { userId: params.get("metadata[userId]") },
          };
          customers.set(customer.id, customer);
          return customer;
        },
      ],
      [
        "POST",
        /^\/v1\/checkout\/sessions$/,
        (_match, params) => {
          const id = newId("cs");
          const session = {
            id,
            object: "checkout.session",
            mode: params.get("mode"),
            url: `https://checkout.stripe.test/c/pay/${id}`,
            status: "open",
            payment_status: "unpaid",
            customer: params.get("customer"),
            customer_email: params.get("customer_email"),
            customer_details: null,
            client_reference_id: params.get("client_reference_id"),
            subscription: null,
            success_url: params.get("success_url"),
            cancel_url: params.get("cancel_url"),
            line_items_price: params.get("line_items[0][price]"),
            metadata: { plan: params.get("metadata[plan]"), userId: params.get("metadata[userId]") ?? undefined },
          };
          sessions.set(id, session);
          return session;
        },
      ],
      ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (match) => sessions.get(match[1] ?? "") ?? null],
      [
        "POST",
        /^\/v1\/billing_portal\/sessions$/,
        (_match, params) => {
          const id = newId("bps");
          return {
            id,
            object: "billing_portal.session",
            customer: params.get("customer"),
            return_url: params.get("return_url"),
            url: `https://billing.stripe.test/p/session/${id}`,
          };
        },
      ],
      [
        "GET",
        /^\/v1\/subscriptions$/,
        (_match, params) =>
          list(
            "/v1/subscriptions",
            [...subscriptions.values()].filter((subscription) => subscription.customer === params.get("customer")),
          ),
      ],
      ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (match) => subscriptions.get(match[1] ?? "") ?? null],
      [
        "DELETE",
        /^\/v1\/subscriptions\/([^/]+)$/,
        (match) => {
          const subscription = subscriptions.get(match[1] ?? "");
          if (!subscription) return null;
          Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
          return subscription;
        },
      ],
      ["GET", /^\/v1\/charges\/([^/]+)$/, (match) => charges.get(match[1] ?? "") ?? null],
      [
        "GET",
        /^\/v1\/disputes\/([^/]+)$/,
        (match, params) => {
          const dispute = disputes.get(match[1] ?? "");
          if (!dispute) return null;
          const expandCharge = [...params.values()].includes("charge");
          return expandCharge ? { ...dispute, charge: charges.get(String(dispute.charge)) } : dispute;
        },
      ],
    ];

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const params = request.method === "GET" ? url.searchParams : await readBody(request);
      requests.push({ method: request.method ?? "GET", path: url.pathname, params });
      if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
        answer(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        return;
      }
      for (const [method, pattern, handle] of routes) {
        const match = pattern.exec(url.pathname);
        if (method !== request.method || !match) continue;
        const body = handle(match, params);
        if (body) answer(response, 200, body);
        else {
          answer(response, 404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such object: ${url.pathname}`,
            },
          });
        }
        return;
      }
      answer(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL` } });
    })();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,

    /** Stripe's side of a customer paying: the session completes with a new subscription. */
    completeCheckout: (sessionId: string, options: { email?: string; status?: string } = {}) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const email = options.email ?? (session.customer_email as string | null) ?? "payer@example.test";
      let customer = session.customer as string | null;
      if (!customer) {
        customer = newId("cus");
        customers.set(customer, { id: customer, object: "customer", email });
      }
      const plan = session.metadata && (session.metadata as { plan?: PlanId }).plan === "yearly" ? "yearly" : "monthly";
      const subscription = subscriptionObject({ customer, plan, status: options.status ?? "active" });
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        customer,
        subscription: subscription.id,
        customer_details: { email, name: "Paying Customer" },
      });
      return { session, subscription };
    },

    /** A subscription Stripe holds for a customer, without a checkout. */
    addSubscription: (options: { customer: string; plan: PlanId; status?: string; periodDays?: number }) =>
      subscriptionObject(options),

    updateSubscription: (subscriptionId: string, patch: Record<string, unknown>) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      return Object.assign(subscription, patch);
    },

    addCharge: (options: { customer: string; refunded: boolean; amountRefunded?: number }) => {
      const charge = {
        id: newId("ch"),
        object: "charge",
        customer: options.customer,
        amount: 1499,
        amount_refunded: options.amountRefunded ?? (options.refunded ? 1499 : 0),
        refunded: options.refunded,
      };
      charges.set(charge.id, charge);
      return charge;
    },

    addDispute: (chargeId: string) => {
      const dispute = { id: newId("dp"), object: "dispute", charge: chargeId, status: "needs_response" };
      disputes.set(dispute.id, dispute);
      return dispute;
    },

    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};

export type LoopbackStripe = Awaited<ReturnType<typeof startLoopbackStripe>>;

/** A Stripe event around an object, and the signature header Stripe would send with it. */
export const signedStripeEvent = (options: {
  type: string;
  object: object;
  secret: string;
  id?: string;
  signatureSecret?: string;
}) => {
  const payload = JSON.stringify({
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: options.type,
    data: { object: options.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.signatureSecret ?? options.secret,
  });
  return { payload, signature };
};
