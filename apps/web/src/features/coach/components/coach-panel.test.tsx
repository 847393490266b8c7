import type { CoachMessage, CoachState } from "@promptloom/contracts/coach";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { CoachPanel } from "./coach-panel.tsx";

const playbooks = [
  { id: "prioritise", title: "Prioritise my list", description: "Sort your tasks." },
  { id: "break-down", title: "Break this task down", description: "Small steps." },
] as const;

const state = (changes: Partial<CoachState> = {}): CoachState => ({
  engine: "offline",
  engineLabel: "Offline coach (playbooks)",
  canSeeTasks: false,
  dailyMessageLimit: 30,
  messagesToday: 0,
  playbooks: [...playbooks],
  messages: [],
  ...changes,
});

const message = (role: CoachMessage["role"], content: string, id = `${role}-${content}`): CoachMessage => ({
  id,
  role,
  content,
  answeredBy: role === "coach" ? "model" : null,
  isStopped: false,
  createdAt: "2025-03-10T09:00:00.000Z",
});

const coach = (coachState: CoachState) =>
  fakeApi()
    .on("GET", "/api/coach", { status: 200, body: coachState })
    .on("GET", "/api/planner/tasks", { status: 200, body: { items: [], today: "2025-03-10" } });

describe("CoachPanel", () => {
  it("says plainly that it is offline, and that sharing the tasks is off", async () => {
    coach(state());
    renderWithApp(<CoachPanel />);
    expect(await screen.findByText("Offline")).toBeVisible();
    expect(screen.getByText(/The coach is offline: no AI model is connected/)).toBeVisible();
    expect(screen.getByRole("switch", { name: "Share my tasks with the coach" })).not.toBeChecked();
    expect(screen.getByText("Ask what to focus on, or pick a playbook above.")).toBeVisible();
  });

  it("turns the sharing of tasks on and off", async () => {
    const server = coach(state()).on("PUT", "/api/coach/consent", ({ body }) => ({ status: 200, body }));
    const { user } = renderWithApp(<CoachPanel />);
    const consent = await screen.findByRole("switch", { name: "Share my tasks with the coach" });
    await user.click(consent);
    await expect.poll(() => consent.getAttribute("aria-checked")).toBe("true");
    await user.click(consent);
    await expect.poll(() => consent.getAttribute("aria-checked")).toBe("false");
    expect(server.requestsTo("PUT", "/api/coach/consent").map((request) => request.body)).toEqual([
      { canSeeTasks: true },
      { canSeeTasks: false },
    ]);
  });

  it("runs a playbook and shows the answer the server streams", async () => {
    const answer = "_I am the offline coach._\n\n**Do now**\n- **Send the invoice**";
    const server = coach(state({ canSeeTasks: true })).on("POST", "/api/coach/messages", {
      status: 200,
      events: [
        { type: "question", message: message("member", "Prioritise my list") },
        { type: "delta", text: answer },
        { type: "answer", message: { ...message("coach", answer), answeredBy: "offline" } },
      ],
    });
    const { user } = renderWithApp(<CoachPanel />);
    await user.click(await screen.findByRole("button", { name: "Prioritise my list" }));
    const conversation = await screen.findByRole("list", { name: "Conversation with the coach" });
    expect(await within(conversation).findByText("Send the invoice")).toBeVisible();
    expect(within(conversation).getByText("Prioritise my list")).toBeVisible();
    expect(server.requestsTo("POST", "/api/coach/messages")[0]?.body).toMatchObject({
      content: "Prioritise my list",
      playbook: "prioritise",
    });
  });

  it("streams a model's answer with Stop, and keeps what was written when stopped", async () => {
    coach(state({ engine: "model", engineLabel: "gpt-4o-mini", messagesToday: 3 })).on("POST", "/api/coach/messages", {
      status: 200,
      events: [
        { type: "question", message: message("member", "Plan my afternoon") },
        { type: "delta", text: "Start with the" },
        null,
      ],
    });
    const { user } = renderWithApp(<CoachPanel />);
    expect(await screen.findByText("Answers from gpt-4o-mini. 3 of 30 messages used today.")).toBeVisible();
    await user.type(screen.getByLabelText("Message to the coach"), "Plan my afternoon{Enter}");
    expect(await screen.findByText("Start with the")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(await screen.findByText("Stopped")).toBeVisible();
    expect(screen.getByText("Start with the")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("shows the daily limit the server refuses with, and an error in the stream", async () => {
    const server = coach(state({ engine: "model", engineLabel: "gpt-4o-mini" })).on(
      "POST",
      "/api/coach/messages",
      apiError(429, "rate_limited", "You have used today's 30 messages with the coach. The limit resets at midnight."),
    );
    const { user } = renderWithApp(<CoachPanel />);
    await user.type(await screen.findByLabelText("Message to the coach"), "Hello{Enter}");
    expect(await screen.findByText(/You have used today's 30 messages/)).toBeVisible();
    server.on("POST", "/api/coach/messages", {
      status: 200,
      events: [
        { type: "question", message: message("member", "Again") },
        { type: "error", message: "The AI service is unavailable right now. Please try again later." },
      ],
    });
    await user.type(screen.getByLabelText("Message to the coach"), "Again{Enter}");
    expect(await screen.findByText("The AI service is unavailable right now. Please try again later.")).toBeVisible();
  });

  it("refuses an empty message without sending it", async () => {
    const server = coach(state());
    const { user } = renderWithApp(<CoachPanel />);
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/coach/messages")).toHaveLength(0);
  });

  it("clears the conversation after asking", async () => {
    const server = coach(state({ messages: [message("member", "Hi"), message("coach", "Hello!")] })).on(
      "DELETE",
      "/api/coach/messages",
      { status: 204 },
    );
    const { user } = renderWithApp(<CoachPanel />);
    expect(await screen.findByText("Hello!")).toBeVisible();
    vi.spyOn(window, "confirm").mockReturnValue(true);
    server.on("GET", "/api/coach", { status: 200, body: state() });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(await screen.findByText("Ask what to focus on, or pick a playbook above.")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/coach/messages")).toHaveLength(1);
  });

  it("says when the coach cannot be loaded", async () => {
    fakeApi().on("GET", "/api/coach", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<CoachPanel />);
    expect(await screen.findByText(/Could not load the coach/)).toBeVisible();
  });
});
