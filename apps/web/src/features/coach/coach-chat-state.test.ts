import { describe, expect, it } from "vitest";

import { coachChatReducer, initialChatState, type CoachChatAction } from "./coach-chat-state.ts";

const stored = {
  id: "m1",
  content: "What first?",
  answeredBy: null,
  isStopped: false,
  createdAt: "2025-03-10T09:00:00.000Z",
};
const run = (...actions: CoachChatAction[]) => actions.reduce(coachChatReducer, initialChatState);

describe("coachChatReducer", () => {
  it("shows the question at once, then the answer as it streams, until the stored answer arrives", () => {
    expect(run({ type: "send", content: "What first?" })).toMatchObject({
      pendingQuestion: "What first?",
      status: "streaming",
    });
    const streaming = run(
      { type: "send", content: "What first?" },
      { type: "event", event: { type: "question", message: { ...stored, role: "member" } } },
      { type: "event", event: { type: "delta", text: "Start " } },
      { type: "event", event: { type: "delta", text: "here." } },
    );
    expect(streaming).toMatchObject({ pendingQuestion: null, partial: "Start here.", status: "streaming" });
    const done = coachChatReducer(streaming, {
      type: "event",
      event: { type: "answer", message: { ...stored, role: "coach", content: "Start here." } },
    });
    expect(done).toEqual(initialChatState);
  });

  it("is ready for the next message once the member stops", () => {
    const stopped = run(
      { type: "send", content: "Long one" },
      { type: "event", event: { type: "delta", text: "Part" } },
      { type: "stop" },
    );
    expect(stopped).toEqual(initialChatState);
  });

  it("shows the server's failure, in the stream or before it", () => {
    expect(
      run(
        { type: "send", content: "Hi" },
        { type: "event", event: { type: "error", message: "The AI service is busy." } },
      ),
    ).toMatchObject({ status: "failed", error: "The AI service is busy." });
    expect(run({ type: "send", content: "Hi" }, { type: "fail", message: "Daily limit reached" })).toMatchObject({
      status: "failed",
      pendingQuestion: null,
      error: "Daily limit reached",
    });
  });
});
