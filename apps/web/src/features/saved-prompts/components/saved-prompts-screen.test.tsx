import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

  it("copies a prompt with variables through the fill-in form, and says what was really credited", async () => {
    const prompt = saved("Cover letter", { perfectedText: "Write a cover letter for {{role}} at {{company}}." });
    let copies = 0;
    const { server, user } = renderScreen((fake) =>
      fake.on("GET", "/api/saved-prompts", list([prompt])).on("POST", "/api/functions/track-usage", () => {
        copies += 1;
        return {
          status: 200,
          body: {
            event: {
              id: `e${copies}`,
              event: "prompt_copied",
              minutesSaved: copies === 1 ? 15 : 0,
              category: null,
              promptId: prompt.id,
              source: "manual",
              createdAt: "2026-11-22T10:15:00.000Z",
            },
            totalMinutes: 15,
          },
        };
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Copy Cover letter" }));
    const form = await screen.findByRole("dialog", { name: "Cover letter" });
    await user.type(within(form).getByRole("textbox", { name: "Role" }), "editor");
    await user.type(within(form).getByRole("textbox", { name: "Company" }), "Acme");
    await user.click(within(form).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Prompt copied successfully. +15 min saved!")).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe("Write a cover letter for editor at Acme.");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Copy Cover letter" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Copy" }));
    expect(
      await screen.findByText(
        "Prompt copied successfully. Time saved was already counted for this prompt within the hour.",
      ),
    ).toBeVisible();
    // The first toast leaves as the second arrives.
    await waitFor(() => expect(screen.queryByText(/\+15 min saved!/)).not.toBeInTheDocument());
    expect(server.requestsTo("POST", "/api/functions/track-usage")).toHaveLength(2);
  });

  it("deletes with the app's dialog, and Undo asks the server to bring the prompt back as it was", async () => {
    const prompt = saved("Trip", { tags: ["travel"], rawText: "a trip" });
    let items = [prompt];
    const { server, user } = renderScreen((fake) =>
      fake
        .on("GET", "/api/saved-prompts", () => list(items))
        .on("DELETE", "/api/saved-prompts/:id", () => {
          items = [];
          return { status: 204 };
        })
        .on("POST", "/api/saved-prompts/:id/restore", () => {
          items = [prompt];
          return { status: 200, body: prompt };
        }),
    );
    await user.click(await screen.findByRole("button", { name: "Delete Trip" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this prompt?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.requestsTo("DELETE", "/api/saved-prompts/:id")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Trip" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Prompt deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", `/api/saved-prompts/${prompt.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Trip" })).not.toBeInTheDocument());

    // A click, without the pointer capture the toast's swipe handling asks of a real browser.
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Prompt restored")).toBeVisible();
    expect(server.requestsTo("POST", `/api/saved-prompts/${prompt.id}/restore`)).toHaveLength(1);
    // Restored, not saved again: a new prompt would start a new history.
    expect(server.requestsTo("POST", "/api/saved-prompts")).toHaveLength(0);
    expect(await screen.findByRole("heading", { name: "Trip" })).toBeVisible();
  });

  it("says so when the deleted prompt can no longer be restored", async () => {
    const prompt = saved("Trip");
    const { user } = renderScreen((fake) =>
      fake
        .on("GET", "/api/saved-prompts", list([prompt]))
        .on("DELETE", "/api/saved-prompts/:id", { status: 204 })
        .on(
          "POST",
          "/api/saved-prompts/:id/restore",
          apiError(404, "not_found", "This prompt can no longer be restored"),
        ),
    );
    await user.click(await screen.findByRole("button", { name: "Delete Trip" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    expect(await screen.findByText("This prompt can no longer be restored")).toBeVisible();
  });
});
