import type { GenieSession, GenieVersion } from "@promptloom/contracts/genie";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, eventStream, fakeApi } from "../../../testing/fake-api.ts";
import { fakeMicrophone } from "../../../testing/fake-microphone.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { GenieScreen } from "./genie-screen.tsx";

const version = (overrides: Partial<GenieVersion> = {}): GenieVersion => ({
  id: "v1",
  refinement: null,
  prompt: "You are a travel planner.\n\n## Task\nPlan 4 days in Lisbon.",
  kind: "itinerary",
  facts: ["4 days", "Lisbon"],
  missedFacts: [],
  engine: "Built-in composer",
  confidence: 0.9,
  questions: [],
  createdAt: "2025-05-01T10:00:00.000Z",
  ...overrides,
});

const session = (versions: GenieVersion[]): GenieSession => ({
  id: "s1",
  title: "plan 4 days in lisbon",
  request: "plan 4 days in lisbon",
  options: { target: "chatgpt", tone: "auto", format: "auto", length: "auto", language: "", answers: [] },
  versions,
  createdAt: "2025-05-01T10:00:00.000Z",
  updatedAt: "2025-05-01T10:00:00.000Z",
});

const api = (sessions: unknown[] = []) =>
  fakeApi()
    .on("GET", "/api/genie/engine", { status: 200, body: { engine: "Built-in composer", usesModel: false } })
    .on("GET", "/api/genie/sessions", { status: 200, body: { items: sessions } });

const request = () => screen.getByRole("textbox", { name: "Your rough request" });

describe("GenieScreen", () => {
  it("starts empty with example requests; picking one fills the request", async () => {
    api();
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    expect(await screen.findByText("Start with a rough request")).toBeVisible();
    expect(await screen.findByText("No sessions yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: /a workout plan, i have bad knees/ }));
    expect(request()).toHaveValue("a workout plan, i have bad knees and only dumbbells, 3 days a week");
  });

  it("starts from the request another tool handed over", () => {
    api();
    renderWithApp(<GenieScreen initialRequest="write a tagline for my bakery" />);
    expect(request()).toHaveValue("write a tagline for my bakery");
  });

  it("adds what the member dictates to the request already typed", async () => {
    fakeMicrophone();
    api().on("POST", "/api/functions/transcribe", { status: 200, body: { text: "for two adults, under 800 euros" } });
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.type(request(), "plan 4 days in lisbon");
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    await user.click(await screen.findByRole("button", { name: "Stop dictation" }));

    await waitFor(() => expect(request()).toHaveValue("plan 4 days in lisbon for two adults, under 800 euros"));
    expect(screen.getByRole("button", { name: "Dictate" })).toBeEnabled();
  });

  it("refuses an empty request with the contract's message", async () => {
    const server = api();
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    expect(await screen.findByText("request is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/genie/sessions")).toHaveLength(0);
  });

  it("streams the refined prompt, then shows the kept version with who wrote it and the facts it kept", async () => {
    const server = api().on(
      "POST",
      "/api/genie/sessions",
      eventStream(
        { event: "delta", data: { text: "You are a travel planner." } },
        { event: "version", data: { sessionId: "s1", version: version() } },
      ),
    );
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.type(request(), "plan 4 days in lisbon");
    await user.selectOptions(screen.getByRole("combobox", { name: "Written for" }), "Claude");
    await user.keyboard("{Control>}{Enter}{/Control}");
    await user.click(screen.getByRole("button", { name: "Refine" }));

    const result = await screen.findByRole("region", { name: "Refined prompt" });
    expect(await within(result).findByText(/Plan 4 days in Lisbon\./)).toBeVisible();
    expect(within(result).getByText("Written by Built-in composer")).toBeVisible();
    expect(within(result).getByText("4 days · Lisbon")).toBeVisible();
    expect(within(result).getByRole("button", { name: "Save to My Prompts" })).toBeEnabled();
    expect(within(result).getByRole("link", { name: /ChatGPT/ })).toHaveAttribute(
      "href",
      expect.stringContaining("chatgpt.com"),
    );
    expect(server.requestsTo("POST", "/api/genie/sessions")[0]?.body).toMatchObject({
      request: "plan 4 days in lisbon",
      options: { target: "claude" },
    });
  });

  it("saves a version to My Prompts as a Genie prompt, credits the time and marks it saved", async () => {
    const server = api()
      .on(
        "POST",
        "/api/genie/sessions",
        eventStream({ event: "version", data: { sessionId: "s1", version: version() } }),
      )
      .on("POST", "/api/saved-prompts", { status: 201, body: { id: "p1" } })
      .on("POST", "/api/functions/track-usage", {
        status: 200,
        body: {
          event: {
            id: "u1",
            event: "prompt_saved",
            minutesSaved: 15,
            category: "itinerary",
            promptId: null,
            source: "genie",
            createdAt: "2025-05-01T10:00:00.000Z",
          },
          totalMinutes: 15,
        },
      });
    const { user } = renderWithApp(<GenieScreen initialRequest="plan 4 days in lisbon" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    const result = await screen.findByRole("region", { name: "Refined prompt" });
    await user.click(await within(result).findByRole("button", { name: "Save to My Prompts" }));

    expect(await screen.findByText("Prompt saved to My Prompts. +15 min saved!")).toBeVisible();
    expect(within(result).getByRole("button", { name: "Saved to My Prompts" })).toBeDisabled();
    expect(server.requestsTo("POST", "/api/saved-prompts")[0]?.body).toMatchObject({
      title: "plan 4 days in lisbon",
      rawText: "plan 4 days in lisbon",
      perfectedText: version().prompt,
      source: "genie",
    });
    expect(server.requestsTo("POST", "/api/functions/track-usage")[0]?.body).toMatchObject({
      event: "prompt_saved",
      source: "genie",
    });
  });

  it("says when saving fails and lets the member try again", async () => {
    const server = api()
      .on(
        "POST",
        "/api/genie/sessions",
        eventStream({ event: "version", data: { sessionId: "s1", version: version() } }),
      )
      .on("POST", "/api/saved-prompts", apiError(500, "internal", "Something went wrong."));
    const { user } = renderWithApp(<GenieScreen initialRequest="plan 4 days in lisbon" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    const result = await screen.findByRole("region", { name: "Refined prompt" });
    await user.click(await within(result).findByRole("button", { name: "Save to My Prompts" }));

    expect(await screen.findByText("Could not save prompt. Please try again.")).toBeVisible();
    expect(within(result).getByRole("button", { name: "Save to My Prompts" })).toBeEnabled();
    expect(server.requestsTo("POST", "/api/functions/track-usage")).toHaveLength(0);
  });

  it("shows what changed from the request when asked", async () => {
    api().on(
      "POST",
      "/api/genie/sessions",
      eventStream({ event: "version", data: { sessionId: "s1", version: version() } }),
    );
    const { user } = renderWithApp(<GenieScreen initialRequest="plan 4 days in lisbon" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    await user.click(await screen.findByRole("button", { name: "Show changes from my request" }));
    const changes = screen.getByTestId("changes");
    expect(changes.querySelector("ins")).not.toBeNull();
    expect(changes.querySelector("del")).toHaveTextContent("plan");
  });

  it("says why when the server refuses, such as the daily quota", async () => {
    api().on(
      "POST",
      "/api/genie/sessions",
      apiError(429, "quota_exceeded", "You've used all 100 AI requests for today. Your quota resets at midnight UTC."),
    );
    const { user } = renderWithApp(<GenieScreen initialRequest="write a haiku" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You've used all 100 AI requests for today.");
  });

  it("keeps the text written so far and shows the error when the stream fails midway", async () => {
    api().on(
      "POST",
      "/api/genie/sessions",
      eventStream(
        { event: "delta", data: { text: "You are a poet. Write a" } },
        {
          event: "error",
          data: { code: "service_unavailable", message: "The AI service stopped before finishing its answer." },
        },
      ),
    );
    const { user } = renderWithApp(<GenieScreen initialRequest="write a haiku" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The AI service stopped before finishing its answer.");
    expect(screen.getByTestId("streamed-prompt")).toHaveTextContent("You are a poet. Write a");
  });

  it("refines further in the same session with a one-click refinement", async () => {
    const shorter = version({ id: "v2", refinement: "Make the prompt shorter.", prompt: "Plan 4 days in Lisbon." });
    const server = api()
      .on(
        "POST",
        "/api/genie/sessions",
        eventStream({ event: "version", data: { sessionId: "s1", version: version() } }),
      )
      .on(
        "POST",
        "/api/genie/sessions/:id/refinements",
        eventStream({
          event: "version",
          data: {
            sessionId: "s1",
            version: version({ id: "v2", refinement: "Make the prompt shorter.", prompt: "Plan 4 days in Lisbon." }),
          },
        }),
      )
      .on("GET", "/api/genie/sessions/s1", () => ({
        status: 200,
        body: session(
          server.requestsTo("POST", "/api/genie/sessions/:id/refinements").length > 0
            ? [version(), shorter]
            : [version()],
        ),
      }));
    const { user } = renderWithApp(<GenieScreen initialRequest="plan 4 days in lisbon" />);
    await user.click(screen.getByRole("button", { name: "Refine" }));
    await user.click(await screen.findByRole("button", { name: "Shorter" }));
    expect(await screen.findByRole("button", { name: "Version 2: Make the prompt shorter." })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() => expect(server.requestsTo("POST", "/api/genie/sessions/:id/refinements")).toHaveLength(1));
    expect(server.requestsTo("POST", "/api/genie/sessions/:id/refinements")[0]?.body).toMatchObject({
      refinement: "Make the prompt shorter.",
    });
  });

  it("lists past sessions, reopens one and deletes another", async () => {
    const server = api([
      {
        id: "s1",
        title: "plan 4 days in lisbon",
        kind: "itinerary",
        versionCount: 1,
        updatedAt: "2025-05-01T10:00:00.000Z",
      },
      { id: "s2", title: "a haiku about rain", kind: "poem", versionCount: 2, updatedAt: "2025-04-30T10:00:00.000Z" },
    ])
      .on("GET", "/api/genie/sessions/s1", { status: 200, body: session([version()]) })
      .on("DELETE", "/api/genie/sessions/s2", { status: 204 });
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.click(await screen.findByRole("button", { name: /^plan 4 days in lisbon/ }));
    expect(await screen.findByText(/Plan 4 days in Lisbon\./)).toBeVisible();
    expect(request()).toHaveValue("plan 4 days in lisbon");
    await user.click(screen.getByRole("button", { name: 'Delete "a haiku about rain"' }));
    await waitFor(() => expect(server.requestsTo("DELETE", "/api/genie/sessions/s2")).toHaveLength(1));
  });

  it("shows the history loading", async () => {
    fakeApi()
      .on("GET", "/api/genie/engine", { status: 200, body: { engine: "Built-in composer", usesModel: false } })
      .hang("GET", "/api/genie/sessions");
    renderWithApp(<GenieScreen initialRequest="" />);
    expect(await screen.findByText("Loading your Genie sessions")).toBeInTheDocument();
  });

  it("shows the history's loading failure with a way to try again", async () => {
    fakeApi()
      .on("GET", "/api/genie/engine", { status: 200, body: { engine: "gpt-4o-mini", usesModel: true } })
      .on("GET", "/api/genie/sessions", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<GenieScreen initialRequest="" />);
    expect(await screen.findByText(/Could not load your Genie sessions\./)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(await screen.findByText("gpt-4o-mini")).toBeVisible();
  });
});
