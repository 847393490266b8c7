import type { GenieVersion } from "@promptloom/contracts/genie";
import type { EngineQuestion } from "@promptloom/contracts/prompt-engine";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { genieVersions } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import { postEventStream } from "../../testing/post-event-stream.ts";
import type { TestClient } from "../../testing/test-client.ts";

type VersionEvent = { sessionId: string; version: GenieVersion };

const start = (client: TestClient, request: string, options: Record<string, unknown> = {}) =>
  postEventStream(client, "/api/genie/sessions", { request, options });
const revise = (client: TestClient, sessionId: string, body: Record<string, unknown>) =>
  postEventStream(client, `/api/genie/sessions/${sessionId}/refinements`, body);
const sessionOf = (client: TestClient, id: string) =>
  expectJson(client.api.genie.sessions[":id"].$get({ param: { id } }));
const versionOf = (events: { event: string; data: unknown }[]) =>
  events.find((event) => event.event === "version")?.data as VersionEvent;

const audience: EngineQuestion = {
  id: "audience",
  label: "Who will read it?",
  choices: ["My landlord", "A letting agency"],
  placeholder: "e.g. the property manager",
};
const deadline: EngineQuestion = {
  id: "deadline",
  label: "By when should it be fixed?",
  choices: ["This week", "Within 48 hours"],
  placeholder: "e.g. before the weekend",
};

describe("Revising a Genie session", () => {
  const testApp = useTestApp();

  /** A session whose latest version asked questions, kept the way a version keeps the engine's questions. */
  const sessionWithQuestions = async (member: TestClient, questions = [audience, deadline]) => {
    const first = versionOf((await start(member, "write an email about the broken heating")).events);
    await testApp()
      .db.update(genieVersions)
      .set({ questions, confidence: 0.8 })
      .where(eq(genieVersions.id, first.version.id));
    return first;
  };

  it("applies changed controls as a revision of the same session, keeping the earlier refinements", async () => {
    const member = await testApp().as("paid");
    const first = versionOf((await start(member, "write an email to my landlord about the broken heating")).events);
    const shorter = versionOf(
      (await revise(member, first.sessionId, { refinement: "Make the prompt shorter." })).events,
    );

    const formal = await revise(member, first.sessionId, { options: { tone: "formal", target: "chatgpt" } });
    expect(formal.status).toBe(200);
    const { sessionId, version } = versionOf(formal.events);
    expect(sessionId).toBe(first.sessionId);
    expect(version).toMatchObject({ refinement: null, changedOptions: { tone: "formal" }, answers: [] });
    // Still the shorter prompt ("Shorter" is kept), now in a formal tone.
    expect(version.prompt.length).toBeLessThan(first.version.prompt.length);
    expect(version.prompt.length).toBeLessThanOrEqual(shorter.version.prompt.length + 40);
    expect(version.prompt).toMatch(/formal/iu);

    const session = await sessionOf(member, first.sessionId);
    expect(session.versions.map((each) => each.refinement)).toEqual([null, "Make the prompt shorter.", null]);
    expect(session.options.tone).toBe("formal");
    expect(session.versions[0]).toMatchObject({ changedOptions: {}, answers: [] });
  });

  it("keeps the engine's confidence and questions on each version", async () => {
    const member = await testApp().as("paid");
    const { sessionId, version } = versionOf((await start(member, "a haiku about autumn")).events);
    expect(version.confidence).toBeGreaterThanOrEqual(0);
    expect(version.confidence).toBeLessThanOrEqual(1);
    expect(Array.isArray(version.questions)).toBe(true);
    const session = await sessionOf(member, sessionId);
    expect(session.versions[0]).toMatchObject({ confidence: version.confidence, questions: version.questions });
  });

  it("answers the questions as a revision; the answers stay in the session for later revisions", async () => {
    const member = await testApp().as("paid");
    const { sessionId } = await sessionWithQuestions(member);
    expect((await sessionOf(member, sessionId)).versions[0]).toMatchObject({
      confidence: 0.8,
      questions: [audience, deadline],
    });

    const answered = await revise(member, sessionId, {
      answers: [
        { id: "audience", answer: "My landlord" },
        { id: "deadline", answer: "  before the weekend " },
      ],
    });
    expect(answered.status).toBe(200);
    expect(versionOf(answered.events).version).toMatchObject({
      refinement: null,
      answers: [
        { id: "audience", answer: "My landlord" },
        { id: "deadline", answer: "before the weekend" },
      ],
    });

    // A later answer to the same question replaces the earlier one, with refinement text beside it.
    const changed = await revise(member, sessionId, {
      refinement: "mention the boiler is 10 years old",
      answers: [{ id: "deadline", answer: "Within 48 hours" }],
    });
    expect(versionOf(changed.events).version.refinement).toBe("mention the boiler is 10 years old");
    await revise(member, sessionId, { refinement: "Make the prompt shorter." });

    const session = await sessionOf(member, sessionId);
    expect(session.options.answers).toEqual([
      { id: "audience", answer: "My landlord" },
      { id: "deadline", answer: "Within 48 hours" },
    ]);
    expect(session.versions).toHaveLength(4);
  });

  it("refuses a revision that changes nothing or answers badly, with a clear 400", async () => {
    const member = await testApp().as("paid");
    const { sessionId } = await sessionWithQuestions(member);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Say how the prompt should change"],
      [{ refinement: "   " }, "Say how the prompt should change"],
      [{ options: { tone: "auto", target: "chatgpt" } }, "Say how the prompt should change"],
      [{ answers: [{ id: "budget", answer: "£50" }] }, "Answer only the questions Genie asked"],
      [{ answers: [{ id: "audience", answer: "   " }] }, "An answer cannot be empty"],
      [{ answers: [{ id: "audience", answer: "x".repeat(301) }] }, "An answer must be at most 300 characters"],
      [{ answers: [{ id: "Who?", answer: "me" }] }, "Invalid question id"],
      [
        {
          answers: [
            { id: "audience", answer: "me" },
            { id: "audience", answer: "you" },
          ],
        },
        "Answer each question once",
      ],
      [
        { answers: Array.from({ length: 9 }, (_, index) => ({ id: `q${index}`, answer: "yes" })) },
        "At most 8 answers at a time",
      ],
      [{ options: { tone: "sarcastic" } }, ""],
      [{ answers: "My landlord" }, ""],
    ];
    for (const [body, message] of cases) {
      const refused = await revise(member, sessionId, body);
      const error = expectError(refused, 400);
      expect(error.code).toBe("validation_error");
      if (message) expect(error.message).toBe(message);
    }
    expect((await sessionOf(member, sessionId)).versions).toHaveLength(1);
  });

  it("lets only the session's owner revise it, and only paying members", async () => {
    const owner = await testApp().as("paid");
    const { sessionId } = await sessionWithQuestions(owner);
    await expectAccess(
      testApp(),
      (client) => revise(client, sessionId, { answers: [{ id: "audience", answer: "My landlord" }] }),
      { anonymous: 401, unpaid: 403, refunded: 403, paid: 404, admin: 404 },
    );
    const own = await revise(owner, sessionId, { answers: [{ id: "audience", answer: "My landlord" }] });
    expect(own.status).toBe(200);
    expect((await sessionOf(owner, sessionId)).versions).toHaveLength(2);
  });
});
