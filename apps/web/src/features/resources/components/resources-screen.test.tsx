import type { Resource, ResourceSummary } from "@promptloom/contracts/resources";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ResourcesScreen } from "./resources-screen.tsx";

const guide: ResourceSummary = {
  id: "r1",
  slug: "image-prompts-that-work",
  title: "Image prompts that get the picture in your head",
  summary: "The building blocks of a strong image prompt.",
  kind: "guide",
  tags: ["images", "prompting"],
  file: null,
  isPublished: true,
  updatedAt: "2025-03-10T09:00:00.000Z",
};
const pack: Resource = {
  ...guide,
  id: "r2",
  slug: "starter-pack",
  title: "Everyday prompts starter pack",
  kind: "download",
  file: { name: "everyday-prompts-starter-pack.json", contentType: "application/json", size: 15_360 },
  body: "## What is inside\n\nFifteen prompts.",
  createdAt: "2025-03-10T09:00:00.000Z",
};

describe("ResourcesScreen", () => {
  it("lists resources with their kind and topics, and searches by words, kind and topic", async () => {
    const server = fakeApi().on("GET", "/api/resources", {
      status: 200,
      body: { items: [guide], tags: [{ tag: "images", count: 1 }] },
    });
    const { user } = renderWithApp(<ResourcesScreen />, { path: "/app/resources" });
    expect(await screen.findByText(guide.title)).toBeVisible();
    await user.type(screen.getByLabelText("Search resources"), "lighting{Enter}");
    await user.click(screen.getByRole("button", { name: "Cheat sheets" }));
    await user.click(screen.getByRole("button", { name: "images (1)" }));
    await expect
      .poll(() => Object.fromEntries(server.requestsTo("GET", "/api/resources").at(-1)?.query ?? []))
      .toEqual({ q: "lighting", kind: "cheat-sheet", tag: "images" });
  });

  it("says how many resources match, and clears the search and filters in one go, as the library does", async () => {
    const server = fakeApi().on("GET", "/api/resources", ({ query }) => ({
      status: 200,
      body: { items: query.get("q") ? [guide] : [guide, pack], tags: [{ tag: "images", count: 2 }] },
    }));
    const { user } = renderWithApp(<ResourcesScreen />, { path: "/app/resources?q=image&kind=guide&tag=images" });
    expect(await screen.findByText("1 resource")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByText("2 resources")).toBeVisible();
    expect(screen.getByLabelText("Search resources")).toHaveValue("");
    expect(Object.fromEntries(server.requestsTo("GET", "/api/resources").at(-1)?.query ?? [])).toEqual({});
    expect(screen.queryByRole("button", { name: "Clear search and filters" })).not.toBeInTheDocument();
  });

  it("says when nothing matches and when the list cannot be loaded", async () => {
    const server = fakeApi().on("GET", "/api/resources", { status: 200, body: { items: [], tags: [] } });
    const view = renderWithApp(<ResourcesScreen />, { path: "/app/resources?q=zebra" });
    expect(await screen.findByText("No resources match.")).toBeVisible();
    view.unmount();
    server.on("GET", "/api/resources", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<ResourcesScreen />);
    expect(await screen.findByText(/Could not load the resources/)).toBeVisible();
  });

  it("opens a resource with its text and its download", async () => {
    fakeApi().on("GET", "/api/resources/:slug", { status: 200, body: pack });
    renderWithApp(<ResourcesScreen />, { path: "/app/resources?resource=starter-pack" });
    expect(await screen.findByRole("heading", { name: "Everyday prompts starter pack" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "What is inside" })).toBeVisible();
    const download = screen.getByRole("link", { name: "Download everyday-prompts-starter-pack.json (15 KB)" });
    expect(download).toHaveAttribute("href", "/api/resources/starter-pack/file");
    expect(within(screen.getByRole("article")).getByRole("link", { name: "All resources" })).toBeVisible();
  });
});
