import type { CoachMessage, SendCoachMessageInput } from "@promptloom/contracts/coach";
import type { CreateTaskInput } from "@promptloom/contracts/planner";
import { describe, expect, it } from "vitest";

import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { readEventStream } from "../../testing/post-event-stream.ts";

const now = new Date("2025-03-10T09:07:00Z");
const testApp = useTestApp({ now: () => now });

const ask = async (member: SignedInClient, input: SendCoachMessageInput) => {
  const { status, headers, events } = await readEventStream(
    member.api.coach.messages.$post({ json: { timeZone: "UTC", ...input } }),
  );
  expect(status).toBe(200);
  expect(headers.get("content-type")).toContain("text/event-stream");
  const answer = events.find((event) => event.event === "answer")?.data as { message: CoachMessage } | undefined;
  return { events, answer: answer?.message.content ?? "" };
};

const addTask = (member: SignedInClient, input: CreateTaskInput) =>
  expectJson(member.api.planner.tasks.$post({ json: input }), 201);

const share = (member: SignedInClient, canSeeTasks: boolean) =>
  expectJson(member.api.coach.consent.$put({ json: { canSeeTasks } }));

const history = async (member: SignedInClient) =>
  (await expectJson(member.api.coach.$get({ query: { timeZone: "UTC" } }))).messages;

describe("the offline coach", () => {
  it("shows that it is offline, the consent (off until given), the playbooks and an empty history", async () => {
    const member = await testApp().as("paid");
    const state = await expectJson(member.api.coach.$get({ query: { timeZone: "UTC" } }));
    expect(state).toMatchObject({
      engine: "offline",
      engineLabel: "Offline coach (playbooks)",
      canSeeTasks: false,
      messagesToday: 0,
      messages: [],
    });
    expect(state.playbooks.map((playbook) => playbook.title)).toEqual([
      "Prioritise my list",
      "Break this task down",
      "Weekly review",
      "Beat procrastination",
    ]);
  });

  it("answers a playbook from the member's actual tasks once they are shared, saying plainly it is offline", async () => {
    const member = await testApp().as("paid");
    await addTask(member, { title: "Send the invoice to Acme", priority: "high", dueDate: "2025-03-10" });
    await addTask(member, { title: "Plan the offsite", priority: "high", dueDate: "2025-03-28" });
    await addTask(member, { title: "Renew the domain", priority: "low", dueDate: "2025-03-11" });
    expect(await share(member, true)).toEqual({ canSeeTasks: true });

    const { events, answer } = await ask(member, { content: "Prioritise my list", playbook: "prioritise" });
    expect(events.map((event) => event.event)).toEqual(["question", "delta", "answer"]);
    expect(answer).toContain("I am the offline coach");
    expect(answer).toMatch(/\*\*Do now\*\*[^*]+\n- \*\*Send the invoice to Acme\*\*: high priority, due today/);
    expect(answer).toMatch(/\*\*Schedule\*\*[^*]+\n- \*\*Plan the offsite\*\*/);
    expect(answer).toMatch(/\*\*Squeeze in\*\*[^*]+\n- \*\*Renew the domain\*\*: low priority, due tomorrow/);
    expect(answer).toContain("Start with **Send the invoice to Acme**.");
  });

  it("picks the playbook from the member's words and the task they name", async () => {
    const member = await testApp().as("paid");
    await share(member, true);
    await addTask(member, {
      title: "Write the annual report",
      estimateMinutes: 120,
      notes: "- collect figures\n- draft summary\n- charts",
    });
    await addTask(member, { title: "Water the plants", priority: "high" });
    const { answer } = await ask(member, { content: "Can you break down write the annual report for me?" });
    expect(answer).toContain("**Write the annual report**: medium priority, no due date, 2 h");
    expect(answer).toContain("2. **collect figures** (about 40 min)");
    expect(answer).toContain("4. **charts** (about 40 min)");
  });

  it("breaks down the task chosen by id", async () => {
    const member = await testApp().as("paid");
    await share(member, true);
    await addTask(member, { title: "First task", priority: "high" });
    const chosen = await addTask(member, { title: "Migrate the CRM", estimateMinutes: 90 });
    const { answer } = await ask(member, {
      content: "Break this task down",
      playbook: "break-down",
      taskId: chosen.id,
    });
    expect(answer).toContain("**Migrate the CRM**");
    expect(answer).toContain("Work session 2 of 2");
  });

  it("without consent says it cannot see the tasks and never names them", async () => {
    const member = await testApp().as("paid");
    await addTask(member, { title: "Secret merger memo", priority: "high" });
    const { answer } = await ask(member, { content: "What should I work on?" });
    expect(answer).toContain("I am the offline coach");
    expect(answer).toContain("you have not shared them with the coach");
    expect(answer).not.toContain("Secret merger memo");

    await share(member, true);
    expect((await ask(member, { content: "What should I work on?" })).answer).toContain("Secret merger memo");
    await share(member, false);
    expect((await ask(member, { content: "What should I work on?" })).answer).not.toContain("Secret merger memo");
  });

  it("says which question it cannot answer offline, then offers its playbooks", async () => {
    const member = await testApp().as("paid");
    const { answer } = await ask(member, { content: "Tell me a joke" });
    expect(answer).toContain("I cannot answer “Tell me a joke” offline");
    expect(answer).toContain("- **Weekly review**:");
  });

  it("keeps the history per member until it is cleared", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    await ask(member, { content: "Weekly review", playbook: "weekly-review" });
    const messages = await history(member);
    expect(messages.map((message) => [message.role, message.answeredBy])).toEqual([
      ["member", null],
      ["coach", "offline"],
    ]);
    expect(messages[0]?.content).toBe("Weekly review");
    expect(await history(other)).toEqual([]);

    expect((await member.api.coach.messages.$delete()).status).toBe(204);
    expect(await history(member)).toEqual([]);
  });

  it("refuses an empty message, an unknown playbook and another member's task", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().as("paid");
    await share(member, true);
    const foreign = await addTask(other, { title: "Not yours" });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ content: "  " }, 400, "Message is required"],
      [{ content: "x".repeat(2001) }, 400, "Message must be at most 2000 characters"],
      [{ content: "Hi", playbook: "astrology" }, 400, "Unknown playbook"],
      [{ content: "Hi", taskId: foreign.id }, 404, "Task not found"],
      [{ content: "Hi", timeZone: "Nowhere/Land" }, 400, "timeZone is invalid"],
    ];
    for (const [body, status, message] of cases) {
      const response = await member.post("/api/coach/messages", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((response.body as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await history(member)).toEqual([]);
    const consent = await member.put("/api/coach/consent", { canSeeTasks: "yes" });
    expect(consent.status).toBe(400);
  });

  it("is for paid members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/coach"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.post("/api/coach/messages", { content: "Hello" }), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.put("/api/coach/consent", { canSeeTasks: true }), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
    await expectAccess(testApp(), (client) => client.delete("/api/coach/messages"), {
      anonymous: 401,
      unpaid: 403,
      paid: 204,
      refunded: 403,
      admin: 204,
    });
  });
});
