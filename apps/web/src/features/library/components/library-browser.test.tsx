import type { LibraryItem, LibraryListItem } from "@promptloom/contracts/library-search";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { LibraryBrowser } from "./library-browser.tsx";

const listed = (title: string, overrides: Partial<LibraryListItem> = {}): LibraryListItem => ({
  id: `5d1c2b3a-4e5f-4a6b-8c7d-${String(title.length).padStart(12, "0")}`,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  description: `Writes a ${title.toLowerCase()}.`,
  type: "text",
  category: "email",
  tags: ["sales"],
  models: ["chatgpt"],
  featured: false,
  status: "published",
  copyCount: 12,
  saveCount: 3,
  exampleImageUrl: null,
  isFavorite: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  ...overrides,
});

const page = (items: LibraryListItem[], total = items.length) => ({
  status: 200,
  body: { items, total, totalCapped: false, nextCursor: null },
});

type Server = ReturnType<typeof fakeApi>;

const renderBrowser = (answer: (server: Server) => void, path = "/app/library") => {
  const server = fakeApi()
    .on("GET", "/api/library/categories", {
      status: 200,
      body: {
        items: [{ slug: "email", name: "Email", description: "Mail.", type: "text", promptCount: 2 }],
      },
    })
    .on("GET", "/api/library/tags", { status: 200, body: { items: [{ tag: "sales", count: 2 }] } });
  answer(server);
  return { server, ...renderWithApp(<LibraryBrowser />, { path }) };
};

describe("LibraryBrowser", () => {
  it("announces that the prompts are loading", async () => {
    renderBrowser((server) => server.hang("GET", "/api/library"));
    expect(await screen.findByText("Loading prompts")).toBeInTheDocument();
  });

  it("lists the prompts found with their number", async () => {
    renderBrowser((server) =>
      server.on("GET", "/api/library", page([listed("Cold email"), listed("Follow-up", { featured: true })], 2)),
    );
    expect(await screen.findByText("2 prompts")).toBeVisible();
    const follow = screen.getByRole("button", { name: "Follow-up" }).closest("li");
    expect(follow).not.toBeNull();
    expect(within(follow as HTMLElement).getByText("Featured")).toBeVisible();
    expect(screen.getByRole("button", { name: "Cold email" })).toBeVisible();
  });

  it("searches for what is typed once Enter is pressed", async () => {
    const { server, user } = renderBrowser((fake) => fake.on("GET", "/api/library", page([listed("Cold email")])));
    await screen.findByText("1 prompt");
    await user.type(screen.getByRole("searchbox", { name: "Search prompts" }), "bakery{Enter}");
    await waitFor(() =>
      expect(server.requestsTo("GET", "/api/library").map((request) => request.query.get("q"))).toContain("bakery"),
    );
  });

  it("narrows by category and tag, sending both to the search", async () => {
    const { server, user } = renderBrowser((fake) => fake.on("GET", "/api/library", page([listed("Cold email")])));
    await screen.findByText("1 prompt");
    await user.selectOptions(screen.getByLabelText("Category"), "email");
    await user.click(await screen.findByRole("button", { name: "sales", pressed: false }));
    expect(await screen.findByRole("button", { name: "sales", pressed: true })).toBeVisible();
    await waitFor(() => {
      const last = server.requestsTo("GET", "/api/library").at(-1);
      expect([last?.query.get("category"), last?.query.get("tags")]).toEqual(["email", "sales"]);
    });
  });

  it("says nothing matches and clears the search and filters on request", async () => {
    const { server, user } = renderBrowser(
      (fake) =>
        fake.on("GET", "/api/library", (request) => (request.query.get("q") ? page([]) : page([listed("Cold email")]))),
      "/app/library?q=zebra&tags=sales",
    );
    expect(await screen.findByRole("heading", { name: "No prompts match." })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByRole("button", { name: "Cold email" })).toBeVisible();
    expect(server.requestsTo("GET", "/api/library").at(-1)?.query.has("tags")).toBe(false);
  });

  it("says why the library could not be loaded", async () => {
    renderBrowser((server) =>
      server.on("GET", "/api/library", apiError(403, "forbidden", "Subscription required to access this content.")),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the library. Subscription required to access this content.",
    );
  });

  it("opens a prompt's detail from its card", async () => {
    const item = listed("Cold email");
    const full: LibraryItem = { ...item, body: "Write a cold email to {{recipient}}.", example: "" };
    const { user } = renderBrowser((server) =>
      server.on("GET", "/api/library", page([item])).on("GET", "/api/library/:id", { status: 200, body: full }),
    );
    await user.click(await screen.findByRole("button", { name: "Cold email" }));
    expect(await screen.findByRole("dialog", { name: "Cold email" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Recipient" })).toBeVisible();
  });
});
