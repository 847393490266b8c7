import { expandSubjectMessages } from "@promptloom/contracts/studio/expand-subject";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { aiUsageDaily } from "../../db/schema/index.ts";
import { quotaReachedMessage } from "../../lib/prompt-engine/ai-quota.ts";
import { expandSubjectSystemPrompt } from "../../lib/prompt-engine/expand-subject.ts";
import { createLogger } from "../../logger.ts";
import { createTextAiProvider } from "../../providers/ai/create-text-ai-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";

const rich =
  "an old fisherman with a salt-white beard and a patched wool sweater, mending a green net on a weathered wooden pier, gulls on the posts behind him";

describe("Describe it for me, with a language model", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      textAi: createTextAiProvider(
        { baseUrl: peer().baseUrl, apiKey: "sk-studio", model: "gpt-studio", timeoutMs: 5000 },
        createLogger("silent"),
      ),
    },
    config: { aiDailyQuota: 2 },
  }));

  it("names the model in the studio's settings, so the screen offers the button", async () => {
    const member = await testApp().as("paid");
    expect(await expectJson(member.api.studio.config.$get())).toEqual({ describeModel: "gpt-studio" });
  });

  it("sends the short subject to the model with the subject-only instructions and answers with its description", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: `Subject: "${rich}"`,
      chunks: ['Subject: "an old ', `${rich.slice(7)}"`],
    });
    const answer = await expectJson(
      member.api.studio["expand-subject"].$post({ json: { subject: "  old fisherman  " } }),
    );
    expect(answer).toEqual({ subject: rich, engine: "gpt-studio" });

    const messages = peer().requests[0]?.json?.messages as { role: string; content: string }[];
    expect(messages).toEqual([
      { role: "system", content: expandSubjectSystemPrompt },
      { role: "user", content: "old fisherman" },
    ]);
    const [usage] = await testApp().db.select().from(aiUsageDaily).where(eq(aiUsageDaily.userId, member.account.id));
    expect(usage?.requests).toBe(1);
  });

  it("keeps a long answer within the builder's subject limit, ending on a whole sentence", async () => {
    const member = await testApp().as("paid");
    const sentence = "A lighthouse keeper climbs the spiral stairs with a brass lantern in one hand. ";
    peer().script("chat", { kind: "text", text: sentence.repeat(20) });
    const { subject } = await expectJson(member.api.studio["expand-subject"].$post({ json: { subject: "keeper" } }));
    expect(subject.length).toBeLessThanOrEqual(1000);
    expect(subject.endsWith("in one hand.")).toBe(true);
  });

  it("refuses past the member's daily quota without calling the model", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "text", text: rich }, { kind: "text", text: rich });
    for (let index = 0; index < 2; index += 1) {
      await expectJson(member.api.studio["expand-subject"].$post({ json: { subject: "fisherman" } }));
    }
    const refused = await member.post("/api/studio/expand-subject", { subject: "fisherman" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "quota_exceeded", message: quotaReachedMessage(2) } });
    expect(peer().requests).toHaveLength(2);
  });

  it("passes on the model's own refusals and failures as clear errors", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "error", status: 429 }, { kind: "error", status: 429 });
    const busy = await member.post("/api/studio/expand-subject", { subject: "fisherman" });
    expect(busy.status).toBe(429);
    expect(busy.body).toMatchObject({ error: { code: "rate_limited" } });

    peer().script("chat", { kind: "error", status: 500 }, { kind: "error", status: 500 });
    const failing = await member.post("/api/studio/expand-subject", { subject: "fisherman" });
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ error: { code: "service_unavailable" } });
  });

  it("refuses a blank or long subject before calling the model", async () => {
    const member = await testApp().as("paid");
    const blank = await member.post("/api/studio/expand-subject", { subject: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { message: "Write a few words about your subject first" } });
    const long = await member.post("/api/studio/expand-subject", { subject: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect(peer().requests).toHaveLength(0);
  });
});

describe("Describe it for me, without a language model", () => {
  const testApp = useTestApp();

  it("is not offered, and a request says how to turn it on", async () => {
    const member = await testApp().as("paid");
    expect(await expectJson(member.api.studio.config.$get())).toEqual({ describeModel: null });
    const refused = await member.post("/api/studio/expand-subject", { subject: "fisherman" });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: { code: "service_unavailable", message: expandSubjectMessages.notConfigured },
    });
  });

  it("is for members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/studio/config"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.post("/api/studio/expand-subject", { subject: "a cat" }), {
      anonymous: 401,
      unpaid: 403,
      paid: 503,
      refunded: 403,
      admin: 503,
    });
  });
});
