import type { CoachMessage, CoachSettings, SendCoachMessageInput } from "@promptloom/contracts/coach";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { coachMessages } from "../../db/schema/index.ts";
import { createOpenAiClient } from "../../providers/ai/openai/create-openai-client.ts";
import { createOpenAiTextAiProvider } from "../../providers/ai/openai/openai-text-ai-provider.ts";
import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { readEventStream, stopAfterFirstDelta } from "../../testing/post-event-stream.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { defaultCoachSettings } from "./chat/default-coach-settings.ts";

const peer = useLoopbackOpenAi();
const now = new Date("2025-03-10T09:07:00Z");
const testApp = useTestApp(() => ({
  now: () => now,
  providers: {
    textAi: createOpenAiTextAiProvider({
      client: createOpenAiClient({ baseUrl: peer().baseUrl, apiKey: "sk-coach", timeoutMs: 5000 }),
      model: "coach-model",
      timeoutMs: 5000,
    }),
  },
}));

const ask = (member: SignedInClient, content: string, extra: Partial<SendCoachMessageInput> = {}) =>
  readEventStream(member.api.coach.messages.$post({ json: { content, timeZone: "UTC", ...extra } }));

const history = async (member: SignedInClient) =>
  (await expectJson(member.api.coach.$get({ query: { timeZone: "UTC" } }))).messages;

type SentMessage = { role: string; content: string };
const sentMessages = (index = 0) => (peer().requests[index]?.json?.messages ?? []) as SentMessage[];

const setSettings = async (changes: Partial<CoachSettings>) => {
  const admin = await testApp().as("admin");
  await expectJson(admin.api.admin.coach.settings.$put({ json: { ...defaultCoachSettings, ...changes } }));
};

describe("the coach with a model", () => {
  it("streams the model's answer piece by piece and stores both messages", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: "Start with the invoice.",
      chunks: ["Start ", "with the ", "invoice."],
    });
    const { status, events } = await ask(member, "What first?");
    expect(status).toBe(200);
    expect(events.map((event) => event.event)).toEqual(["question", "delta", "delta", "delta", "answer"]);
    expect(
      events.filter((event) => event.event === "delta").map((event) => (event.data as { text: string }).text),
    ).toEqual(["Start ", "with the ", "invoice."]);
    const answer = (events.at(-1)?.data as { message: CoachMessage }).message;
    expect(answer).toMatchObject({
      role: "coach",
      content: "Start with the invoice.",
      answeredBy: "model",
      isStopped: false,
    });
    expect(peer().requests[0]?.json).toMatchObject({ model: "coach-model", stream: true });
    expect(peer().requests[0]?.headers.authorization).toBe("Bearer sk-coach");

    const state = await expectJson(member.api.coach.$get({ query: { timeZone: "UTC" } }));
    expect(state).toMatchObject({
      engine: "model",
      engineLabel: "coach-model",
      messagesToday: 1,
      dailyMessageLimit: 30,
    });
    expect(state.messages.map((message) => message.content)).toEqual(["What first?", "Start with the invoice."]);
  });

  it("sends the admin's system prompt and tone, and the tasks only with the member's consent", async () => {
    await setSettings({ systemPrompt: "You are Coach Kim of Acme.", tone: "direct" });
    const member = await testApp().as("paid");
    const task = { title: "Prepare the board deck", priority: "high", dueDate: "2025-03-10" } as const;
    await expectJson(member.api.planner.tasks.$post({ json: task }), 201);

    await ask(member, "What first?");
    const [withoutConsent] = sentMessages(0);
    expect(withoutConsent?.role).toBe("system");
    expect(withoutConsent?.content).toContain("You are Coach Kim of Acme.");
    expect(withoutConsent?.content).toContain("Tone: direct.");
    expect(withoutConsent?.content).toContain("they have not shared it with you");
    expect(withoutConsent?.content).not.toContain("Prepare the board deck");

    await expectJson(member.api.coach.consent.$put({ json: { canSeeTasks: true } }));
    await ask(member, "And now?", { playbook: "prioritise" });
    const [withConsent] = sentMessages(1);
    expect(withConsent?.content).toContain("- **Prepare the board deck**: high priority, due today");
    expect(withConsent?.content).toContain("The member works 09:00–17:00.");
    expect(withConsent?.content).toContain('The member chose "Prioritise my list"');
  });

  it("sends the latest history, as many messages as the admin allows", async () => {
    await setSettings({ historyMessages: 2 });
    const member = await testApp().as("paid");
    peer().script("chat", { kind: "text", text: "Answer one" }, { kind: "text", text: "Answer two" });
    await ask(member, "Question one");
    await ask(member, "Question two");
    await ask(member, "Question three");
    expect(sentMessages(2).slice(1)).toEqual([
      { role: "user", content: "Question two" },
      { role: "assistant", content: "Answer two" },
      { role: "user", content: "Question three" },
    ]);
  });

  it("refuses messages past the admin's daily limit, even after the history is cleared", async () => {
    await setSettings({ dailyMessageLimit: 2 });
    const member = await testApp().as("paid");
    expect((await ask(member, "One")).status).toBe(200);
    expect((await ask(member, "Two")).status).toBe(200);
    expect((await member.api.coach.messages.$delete()).status).toBe(204);
    const refused = await ask(member, "Three");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: "rate_limited",
        message: "You have used today's 2 messages with the coach. The limit resets at midnight.",
      },
    });
    expect(Number(refused.headers.get("retry-after"))).toBe((24 * 60 - 9 * 60 - 7) * 60);
    expect(peer().requests).toHaveLength(2);
    expect(await history(member)).toEqual([]);

    const other = await testApp().as("paid");
    expect((await ask(other, "Mine")).status).toBe(200);
  });

  it("keeps what was said when the member stops the answer", async () => {
    const member = await testApp().as("paid");
    peer().script("chat", {
      kind: "text",
      text: "one two three",
      chunks: ["one ", "two ", "three"],
      chunkDelayMs: 1500,
    });
    await stopAfterFirstDelta(member, "/api/coach/messages", { content: "Long answer please" });

    await expect.poll(() => peer().requests[0]?.closedEarly, { timeout: 5000 }).toBe(true);
    await expect
      .poll(async () => testApp().db.select().from(coachMessages).where(eq(coachMessages.role, "coach")), {
        timeout: 5000,
      })
      .toEqual([expect.objectContaining({ content: "one ", isStopped: true, answeredBy: "model" })]);
  });

  it("reports a failing model in the stream and stores no answer", async () => {
    const member = await testApp().as("paid");
    const retrySoon = { "retry-after-ms": "10" };
    peer().script(
      "chat",
      { kind: "error", status: 500, headers: retrySoon },
      { kind: "error", status: 503, headers: retrySoon },
    );
    const { status, events } = await ask(member, "Hello?");
    expect(status).toBe(200);
    expect(events.map((event) => event.event)).toEqual(["question", "error"]);
    expect(events[1]?.data).toEqual({
      type: "error",
      message: "The AI service is unavailable right now. Please try again later.",
    });
    expect((await history(member)).map((message) => message.role)).toEqual(["member"]);
  });
});
