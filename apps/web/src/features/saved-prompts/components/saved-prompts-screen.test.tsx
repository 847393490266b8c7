import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SavedPromptsScreen } from "./saved-prompts-screen.tsx";

const saved = (title: string, overrides: Partial<SavedPrompt> = {}): SavedPrompt => ({
  id: `0b9f7c52-8d0a-4a37-9d43-${String(title.length).padStart(12, "0")}`,
  title,
  rawText: "",
  perfectedText: `The ${title} prompt.`,
  source: "manual",
  folderId: null,
  tags: [],
  originId: null,
  createdAt: "2026-11-22T10:15:00.000Z",
  updatedAt: "2026-11-22T10:15:00.000Z",
  ...overrides,
});

const list = (items: SavedPrompt[]) => ({ status: 200, body: { items, total: items.length, nextCursor: null } });

type Server = ReturnType<typeof fakeApi>;

const renderScreen = (answer: (server: Server) => void, path = "/app/saved-prompts") => {
  const server = fakeApi()
    .on("GET", "/api/folders", { status: 200, body: { items: [] } })
    .on("GET", "/api/saved-prompts/tags", { status: 200, body: { items: [] } });
  answer(server);
  return { server, ...renderWithApp(<SavedPromptsScreen />, { path }) };
};

describe("SavedPromptsScreen", () => {
  it("announces that it is loading", async () => {
    renderScreen((server) => server.hang("GET", "/api/saved-prompts"));
    expect(await screen.findByText("Loading your prompts")).toBeInTheDocument();
  });

  it("lists the member's prompts with their count", async () => {
    renderScreen((server) => server.on("GET", "/api/saved-prompts", list([saved("Weekly plan"), saved("Trip")])));
    expect(await screen.findByText("2 prompts")).toBeVisible();
    expect(screen.getByText("Weekly plan")).toBeVisible();
    expect(screen.getByText("Trip")).toBeVisible();
  });

  it("says there is nothing yet, and filters by source from the address", async () => {
    const { server } = renderScreen(
      (fake) => fake.on("GET", "/api/saved-prompts", list([])),
      "/app/saved-prompts?source=voice",
    );
    expect(await screen.findByRole("heading", { name: "No prompts here yet." })).toBeVisible();
    expect(screen.getByLabelText("Source")).toHaveValue("voice");
    const [request] = server.requestsTo("GET", "/api/saved-prompts");
    expect(request?.query.get("source")).toBe("voice");
  });

  it("shows a prompt saved elsewhere (an assistant, another tab) as soon as the server says so", async () => {
    let items = [saved("Weekly plan")];
    const { server } = renderScreen((fake) => fake.on("GET", "/api/saved-prompts", () => list(items)));
    expect(await screen.findByText("Weekly plan")).toBeVisible();
    items = [saved("From Claude", { source: "assistant" }), ...items];
    server.emit("saved-prompts", { change: "saved" });
    expect(await screen.findByText("From Claude")).toBeVisible();
  });

  it("says why loading failed", async () => {
    renderScreen((server) =>
      server.on(
        "GET",
        "/api/saved-prompts",
        apiError(403, "forbidden", "Subscription required to access this content."),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load your prompts. Subscription required to access this content.",
    );
  });
});
