import type { CommunityPrompt } from "@promptloom/contracts/community-prompts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { CommunityScreen } from "./community-screen.tsx";

const shared = (title: string, overrides: Partial<CommunityPrompt> = {}): CommunityPrompt => ({
  id: `id-${title}`,
  title,
  body: `The ${title} prompt.`,
  category: "writing",
  tags: [],
  status: "approved",
  rejectionReason: null,
  authorName: "Ada",
  isOwn: false,
  voteCount: 3,
  hasVoted: false,
  hasReported: false,
  copyCount: 0,
  saveCount: 0,
  createdAt: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

const page = (items: CommunityPrompt[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, total: items.length, nextCursor },
});

type Server = ReturnType<typeof fakeApi>;

/** The screen at `path`, once `answer` has told the fake API how to reply. */
const renderScreen = (answer: (server: Server) => void, path = "/app/community-prompts") => {
  const server = fakeApi().on("GET", "/api/library/categories", { status: 200, body: { items: [] } });
  answer(server);
  return { server, ...renderWithApp(<CommunityScreen />, { path }) };
};

describe("CommunityScreen", () => {
  it("announces that it is loading", async () => {
    renderScreen((server) => server.hang("GET", "/api/community-prompts"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading community prompts");
  });

  it("lists approved prompts and loads the next page on request", async () => {
    const { user } = renderScreen((server) =>
      server.on("GET", "/api/community-prompts", ({ query }) =>
        query.get("cursor") ? page([shared("Retro questions")]) : page([shared("Standup summary")], "next"),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Standup summary" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("heading", { name: "Retro questions" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Standup summary" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("says when nothing matches, and when the member has shared nothing yet", async () => {
    const { server, user } = renderScreen((fake) => fake.on("GET", "/api/community-prompts", page([])));
    expect(await screen.findByRole("heading", { name: "No community prompts match." })).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "My submissions" }));
    expect(await screen.findByRole("heading", { name: "You have not shared a prompt yet." })).toBeVisible();
    expect(server.requestsTo("GET", "/api/community-prompts").at(-1)?.query.get("scope")).toBe("mine");
  });

  it("shows the author their submission's review status and the reviewer's note", async () => {
    const rejected = shared("Cold opener", { isOwn: true, status: "rejected", rejectionReason: "Add an example." });
    renderScreen(
      (server) => server.on("GET", "/api/community-prompts", page([rejected])),
      "/app/community-prompts?scope=mine",
    );
    expect(await screen.findByText("Reviewer's note: Add an example.")).toBeVisible();
  });

  it("says why loading failed and tries again", async () => {
    const failure = apiError(500, "internal_error", "Something went wrong. Please try again.");
    const { server, user } = renderScreen((fake) => fake.on("GET", "/api/community-prompts", failure));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load community prompts. Something went wrong. Please try again.",
    );
    server.on("GET", "/api/community-prompts", page([shared("Standup summary")]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Standup summary" })).toBeVisible();
  });

  it("names each card's category, not its address slug", async () => {
    renderScreen((server) =>
      server
        .on("GET", "/api/library/categories", {
          status: 200,
          body: { items: [{ slug: "writing-editing", name: "Writing & Editing", promptCount: 3 }] },
        })
        .on("GET", "/api/community-prompts", page([shared("Standup summary", { category: "writing-editing" })])),
    );
    expect(await screen.findByText("by Ada · Writing & Editing")).toBeVisible();
    expect(screen.queryByText(/writing-editing/)).not.toBeInTheDocument();
  });

  it("copies a prompt with placeholders through the fill-in form", async () => {
    const { user } = renderScreen((server) =>
      server
        .on(
          "GET",
          "/api/community-prompts",
          page([shared("Meeting notes", { body: "Summarise {{notes}} in bullets." })]),
        )
        .on("POST", "/api/functions/track-usage", { status: 500, body: {} }),
    );
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    const form = await screen.findByRole("dialog", { name: "Meeting notes" });
    await user.type(within(form).getByRole("textbox", { name: "Notes" }), "the call");
    await user.click(within(form).getByRole("button", { name: "Copy" }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe("Summarise the call in bullets."));
  });

  it("shows a shared prompt at once among the member's submissions, awaiting review", async () => {
    const mine = shared("Launch email", { isOwn: true, status: "pending" });
    let submitted = false;
    const { user } = renderScreen((server) =>
      server
        .on("GET", "/api/library/categories", {
          status: 200,
          body: { items: [{ slug: "writing", name: "Writing", promptCount: 3 }] },
        })
        .on("GET", "/api/community-prompts", ({ query }) =>
          query.get("scope") === "mine" && submitted ? page([mine]) : page([]),
        )
        .on("POST", "/api/community-prompts", () => {
          submitted = true;
          return { status: 201, body: mine };
        }),
    );
    await user.click(await screen.findByRole("button", { name: "Share a prompt" }));
    const dialog = await screen.findByRole("dialog", { name: "Share a prompt" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Launch email");
    await user.type(within(dialog).getByRole("textbox", { name: "Prompt" }), "Write a launch email for our app.");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "writing");
    await user.click(within(dialog).getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByRole("heading", { name: "Launch email" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "My submissions" })).toHaveAttribute("aria-selected", "true");
  });
});
