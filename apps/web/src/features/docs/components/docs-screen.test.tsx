import type { DocPage, DocSummary } from "@promptloom/contracts/docs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { DocsScreen } from "./docs-screen.tsx";

const summaries: DocSummary[] = [
  {
    slug: "getting-started",
    title: "Getting started",
    summary: "Start here.",
    section: "Getting started",
    order: 10,
    routes: [],
  },
  {
    slug: "my-prompts",
    title: "My Prompts",
    summary: "Your prompts.",
    section: "Main tools",
    order: 70,
    routes: ["/app/saved-prompts"],
  },
];
const myPrompts: DocPage = {
  ...(summaries[1] as DocSummary),
  body: "## Organising with folders\n\nFolders go one level deep. See [the library](prompt-library).",
  headings: [{ depth: 2, text: "Organising with folders", id: "organising-with-folders" }],
};

const docsApi = () =>
  fakeApi()
    .on("GET", "/api/docs", { status: 200, body: { items: summaries } })
    .on("GET", "/api/docs/:slug", { status: 200, body: myPrompts });

describe("DocsScreen", () => {
  it("lists the pages by section and shows the open page with its contents and tools", async () => {
    docsApi();
    renderWithApp(<DocsScreen slug="my-prompts" />, { path: "/app/docs/my-prompts" });
    const contents = await screen.findByRole("navigation", { name: "Documentation contents" });
    expect(within(contents).getByText("Main tools")).toBeVisible();
    expect(within(contents).getByRole("link", { name: "Getting started" })).toHaveAttribute(
      "href",
      "/app/docs/getting-started",
    );
    expect(await screen.findByRole("heading", { name: "Organising with folders" })).toHaveAttribute(
      "id",
      "organising-with-folders",
    );
    expect(screen.getByRole("link", { name: "Organising with folders" })).toHaveAttribute(
      "href",
      "#organising-with-folders",
    );
    expect(screen.getByRole("link", { name: "Open My Prompts" })).toHaveAttribute("href", "/app/saved-prompts");
    expect(screen.getByRole("link", { name: "the library" })).toHaveAttribute("href", "/app/docs/prompt-library");
  });

  it("searches the pages and links each result to its section", async () => {
    const server = docsApi().on("GET", "/api/docs/search", {
      status: 200,
      body: {
        items: [
          {
            slug: "my-prompts",
            title: "My Prompts",
            section: "Main tools",
            snippet: "Folders go one level deep.",
            heading: { depth: 2, text: "Organising with folders", id: "organising-with-folders" },
          },
        ],
      },
    });
    const { user } = renderWithApp(<DocsScreen slug={undefined} />, { path: "/app/docs" });
    await user.type(await screen.findByLabelText("Search the docs"), "folders{Enter}");
    const result = await screen.findByRole("link", { name: /My Prompts.*Organising with folders/ });
    expect(result).toHaveAttribute("href", "/app/docs/my-prompts#organising-with-folders");
    expect(result).toHaveTextContent("Folders go one level deep.");
    expect(server.requestsTo("GET", "/api/docs/search")[0]?.query.get("q")).toBe("folders");
  });

  it("says when no page matches, and when the docs cannot be loaded", async () => {
    const server = docsApi().on("GET", "/api/docs/search", { status: 200, body: { items: [] } });
    const view = renderWithApp(<DocsScreen slug={undefined} />, { path: "/app/docs?q=zebra" });
    expect(await screen.findByText("No page matches.")).toBeVisible();
    view.unmount();
    server.on("GET", "/api/docs", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<DocsScreen slug={undefined} />);
    expect(await screen.findByText(/Could not load the documentation/)).toBeVisible();
  });
});
