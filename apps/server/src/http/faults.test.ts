import { billingMessages } from "@promptloom/contracts/billing";
import { beforeAll, describe, expect, it } from "vitest";

import { createLogger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";
import { createStripePaymentProvider } from "../providers/payments/stripe-payment-provider.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { expectError } from "../testing/expect-json.ts";
import { freePort } from "../testing/free-port.ts";
import { useLoopbackOpenAi } from "../testing/use-loopback-openai.ts";

/** The AI call's time limit in these tests. */
const AI_TIMEOUT_MS = 1500;

describe("when the AI service misbehaves", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      textAi: createTextAiProvider(
        { baseUrl: peer().baseUrl, apiKey: "sk-test", model: "gpt-test", timeoutMs: AI_TIMEOUT_MS },
        createLogger("silent"),
      ),
    },
  }));

  const perfect = async () => {
    const member = await testApp().as("paid");
    const started = performance.now();
    const response = await member.post("/api/functions/perfect-prompt", { prompt: "plan a party" });
    return { response, ms: performance.now() - started };
  };

  it("answers a slow service within the time limit, saying it took too long", async () => {
    const serviceDelayMs = 30_000;
    peer().script(
      "chat",
      { kind: "text", text: "late", delayMs: serviceDelayMs },
      { kind: "text", text: "late", delayMs: serviceDelayMs },
    );
    const { response, ms } = await perfect();
    expect(expectError(response, 504).message).toBe("The AI service took too long to answer. Please try again.");
    // Long before the service would have answered: the time limit cut the call. The bound leaves
    // room for the database work around the call on a busy machine.
    expect(ms).toBeLessThan(serviceDelayMs / 3);
  });

  it("answers a failing service with its message", async () => {
    peer().script("chat", { kind: "error", status: 502 }, { kind: "error", status: 502 });
    const { response } = await perfect();
    expect(expectError(response, 503).message).toBe("The AI service is unavailable right now. Please try again later.");
  });

  it("answers garbage from the service with its message", async () => {
    peer().script("chat", { kind: "raw", body: "data: {not json\n\n<html>oops</html>", contentType: "text/html" });
    const { response } = await perfect();
    expect(expectError(response, 502).message).toBe(
      "The AI service returned an answer we could not use. Please try again.",
    );
  });
});

describe("when Stripe cannot be reached", () => {
  let closedPort = 0;
  beforeAll(async () => {
    closedPort = await freePort();
  });
  const testApp = useTestApp(() => ({
    payments: () =>
      createStripePaymentProvider({
        secretKey: "sk_test_promptloom",
        webhookSecret: "whsec_test",
        prices: {},
        apiUrl: `http://127.0.0.1:${closedPort}`,
      }),
  }));

  it("answers a checkout, a member's or a guest's, with the spec's message", async () => {
    const member = await testApp().as("unpaid");
    const checkout = await member.post("/api/functions/create-monthly-checkout");
    expect(expectError(checkout, 503)).toEqual({
      code: "service_unavailable",
      message: billingMessages.checkoutFailed,
    });

    const guest = await testApp()
      .client()
      .post("/api/functions/create-yearly-checkout-guest", { email: "new@example.test", userId: null });
    expect(expectError(guest, 503).message).toBe(billingMessages.checkoutFailed);
  });
});
