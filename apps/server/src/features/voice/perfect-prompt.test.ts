import { describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createTextAiProvider } from "../../providers/ai/create-text-ai-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";

const path = "/api/functions/perfect-prompt";

const refine = (member: TestClient, prompt: string) =>
  expectJson(member.api.functions["perfect-prompt"].$post({ json: { prompt } }));

describe("POST /api/functions/perfect-prompt with the offline composer", () => {
  const testApp = useTestApp();

  it("turns a rough spoken request into a structured prompt and names the engine", async () => {
    const member = await testApp().as("paid");
    const body = await refine(member, "um so like I need an email welcoming new customers of my bakery");
    expect(body.engine).toBe("Built-in composer");
    expect(body.perfected).toMatch(/bakery/i);
    expect(body.perfected).not.toMatch(/\bum\b/i);
    expect(body.perfected.length).toBeGreaterThan(80);
  });

  it("rejects a missing, blank or over-long prompt, and one with nothing but filler words", async () => {
    const member = await testApp().as("paid");
    for (const body of [{}, { prompt: "   " }, { prompt: 42 }, { prompt: "x".repeat(10_001) }]) {
      expect((await member.post(path, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(expectError(await member.post(path, { prompt: "um uh like" }), 400).code).toBe("validation_error");
  });

  it("limits each member to 30 requests a minute", async () => {
    const member = await testApp().as("paid");
    for (let index = 0; index < 30; index += 1) {
      expect((await member.post(path, { prompt: `write a haiku about the number ${index}` })).status).toBe(200);
    }
    const refused = await member.post(path, { prompt: "write one more haiku" });
    expect(expectError(refused, 429).code).toBe("rate_limited");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const other = await testApp().as("paid");
    expect((await other.post(path, { prompt: "write a haiku about rain" })).status).toBe(200);
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.post(path, { prompt: "plan a team offsite" }), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});

describe("POST /api/functions/perfect-prompt with an OpenAI-compatible service", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      textAi: createTextAiProvider(
        { baseUrl: peer().baseUrl, apiKey: "sk-test", model: "gpt-test", timeoutMs: 5000 },
        createLogger("silent"),
      ),
    },
    config: { aiDailyQuota: 3 },
  }));

  it("asks the service and answers with its text and model", async () => {
    peer().script("chat", { kind: "text", text: "You are a copywriter. Write a welcome email." });
    const member = await testApp().as("paid");
    expect(await refine(member, "welcome email for my bakery")).toEqual({
      perfected: "You are a copywriter. Write a welcome email.",
      engine: "gpt-test",
    });
    const sent = peer().requests.find((request) => request.path === "/v1/chat/completions");
    expect(JSON.stringify(sent?.json?.messages)).toContain("welcome email for my bakery");
  });

  it("counts against the member's daily AI quota and says so when it is used up", async () => {
    const member = await testApp().as("paid");
    for (let index = 0; index < 3; index += 1) {
      expect((await member.post(path, { prompt: `write a haiku number ${index}` })).status).toBe(200);
    }
    const refused = await member.post(path, { prompt: "write one more haiku" });
    expect(expectError(refused, 429)).toEqual({
      code: "quota_exceeded",
      message:
        "You've used all 3 AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("reports a failing service as unavailable, with a message for the member", async () => {
    peer().script("chat", { kind: "error", status: 500 }, { kind: "error", status: 500 });
    const member = await testApp().as("paid");
    expect(expectError(await member.post(path, { prompt: "plan a birthday party" }), 503)).toEqual({
      code: "service_unavailable",
      message: "The AI service is unavailable right now. Please try again later.",
    });
  });
});
