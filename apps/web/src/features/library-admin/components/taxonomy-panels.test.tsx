import type { AdminLibraryTag } from "@promptloom/contracts/library-admin";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { CategoriesPanel } from "./categories-panel.tsx";
import { marketing, writing } from "./library-admin-fixtures.ts";
import { TagsPanel } from "./tags-panel.tsx";

const categories = "/api/admin/library-categories";
const tags = "/api/admin/library-tags";
const tag = (name: string, textCount: number, imageCount = 0): AdminLibraryTag => ({
  tag: name,
  count: textCount + imageCount,
  textCount,
  imageCount,
});

describe("admin: library categories", () => {
  it("shows the loading, failure and empty states", async () => {
    fakeApi().hang("GET", categories);
    const { unmount } = renderWithApp(<CategoriesPanel type="text" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the categories");
    unmount();

    fakeApi().on("GET", categories, apiError(500, "internal", "Database down."));
    const failed = renderWithApp(<CategoriesPanel type="text" />);
    expect(await screen.findByText(/Could not load the categories. Database down./)).toBeVisible();
    failed.unmount();

    fakeApi().on("GET", categories, { status: 200, body: { items: [{ ...writing, type: "image" }] } });
    renderWithApp(<CategoriesPanel type="text" />);
    expect(await screen.findByText("No categories yet.")).toBeVisible();
  });

  it("creates a category, refusing a bad slug first", async () => {
    let stored = [writing];
    const server = fakeApi()
      .on("GET", categories, () => ({ status: 200, body: { items: stored } }))
      .on("POST", categories, () => {
        stored = [writing, marketing];
        return { status: 201, body: { items: stored } };
      });
    const { user } = renderWithApp(<CategoriesPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "New category" }));
    const dialog = await screen.findByRole("dialog", { name: "New category" });
    await user.type(within(dialog).getByLabelText("Name"), "Marketing");
    await user.type(within(dialog).getByLabelText("Slug"), "Marketing Ideas");
    await user.type(within(dialog).getByLabelText("Description"), "Campaigns and copy.");
    await user.click(within(dialog).getByRole("button", { name: "Create category" }));
    expect(await within(dialog).findByText("Use lowercase letters, digits and single hyphens")).toBeVisible();
    await user.clear(within(dialog).getByLabelText("Slug"));
    await user.type(within(dialog).getByLabelText("Slug"), "marketing");
    await user.click(within(dialog).getByRole("button", { name: "Create category" }));
    expect(await screen.findByText("Marketing created")).toBeVisible();
    expect(server.requestsTo("POST", categories)[0]?.body).toEqual({
      name: "Marketing",
      slug: "marketing",
      description: "Campaigns and copy.",
      type: "text",
    });
    expect(await screen.findByText("Campaigns and copy.")).toBeVisible();
  });

  it("renames a category and shows the server's refusal in the dialog", async () => {
    fakeApi()
      .on("GET", categories, { status: 200, body: { items: [writing, marketing] } })
      .on(
        "PUT",
        `${categories}/:slug`,
        apiError(409, "conflict", 'A category with the address "marketing" already exists'),
      );
    const { user } = renderWithApp(<CategoriesPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "Edit Writing" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Writing" });
    await user.clear(within(dialog).getByLabelText("Slug"));
    await user.type(within(dialog).getByLabelText("Slug"), "marketing");
    await user.click(within(dialog).getByRole("button", { name: "Save category" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      'A category with the address "marketing" already exists',
    );
  });

  it("moves a category down by swapping places with the next one", async () => {
    let stored = [writing, marketing];
    const server = fakeApi()
      .on("GET", categories, () => ({ status: 200, body: { items: stored } }))
      .on("PUT", `${categories}/:slug`, (request) => {
        const { slug, position } = request.body as { slug: string; position: number };
        stored = stored
          .map((category) => (category.slug === slug ? { ...category, position } : category))
          .sort((a, b) => a.position - b.position);
        return { status: 200, body: { items: stored } };
      });
    const { user } = renderWithApp(<CategoriesPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "Move Writing down" }));
    // Writing is now last: its Down button is disabled, so the focus moves to its Up button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Writing up" })).toHaveFocus());
    expect(server.requestsTo("PUT", `${categories}/writing`)[0]?.body).toMatchObject({ position: 2 });
    expect(server.requestsTo("PUT", `${categories}/marketing`)[0]?.body).toMatchObject({ position: 1 });
    const names = within(screen.getByRole("list", { name: "Categories in library order" }))
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.textContent);
    expect(names).toEqual(["Marketing", "Writing"]);
  });

  it("deletes a category, moving its prompts to the one chosen", async () => {
    const server = fakeApi()
      .on("GET", categories, { status: 200, body: { items: [writing, marketing] } })
      .on("DELETE", `${categories}/:slug`, { status: 200, body: { items: [marketing] } });
    const { user } = renderWithApp(<CategoriesPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "Delete Writing" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Writing?" });
    expect(within(dialog).getByText(/It holds 2 prompts/)).toBeVisible();
    expect(within(dialog).getByLabelText("Move its prompts to")).toHaveValue("marketing");
    await user.click(within(dialog).getByRole("button", { name: "Delete category" }));
    expect(await screen.findByText("Writing deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", `${categories}/writing`)[0]?.query.get("moveTo")).toBe("marketing");
  });
});

describe("admin: library tags", () => {
  it("shows the loading, failure and empty states", async () => {
    fakeApi().hang("GET", tags);
    const { unmount } = renderWithApp(<TagsPanel type="text" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the tags");
    unmount();

    fakeApi().on("GET", tags, apiError(500, "internal", "Database down."));
    const failed = renderWithApp(<TagsPanel type="text" />);
    expect(await screen.findByText(/Could not load the tags. Database down./)).toBeVisible();
    failed.unmount();

    fakeApi().on("GET", tags, { status: 200, body: { items: [tag("portrait", 0, 4)] } });
    renderWithApp(<TagsPanel type="text" />);
    expect(await screen.findByText("No tags yet.")).toBeVisible();
  });

  it("merges a tag into an existing one, saying so before it is sent", async () => {
    const server = fakeApi()
      .on("GET", tags, { status: 200, body: { items: [tag("email", 5), tag("e-mail", 2)] } })
      .on("PUT", `${tags}/:tag`, { status: 200, body: { changed: 2 } });
    const { user } = renderWithApp(<TagsPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "Rename e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “e-mail”" });
    const name = within(dialog).getByLabelText("New name");
    await user.clear(name);
    await user.type(name, "email");
    expect(within(dialog).getByText("“email” already exists: the two tags become one.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Merge tags" }));
    expect(await screen.findByText("“e-mail” merged into “email”")).toBeVisible();
    expect(server.requestsTo("PUT", `${tags}/e-mail`)[0]?.body).toEqual({ name: "email" });
  });

  it("removes a tag after asking", async () => {
    const server = fakeApi()
      .on("GET", tags, { status: 200, body: { items: [tag("email", 5)] } })
      .on("DELETE", `${tags}/:tag`, { status: 200, body: { changed: 5 } });
    const { user } = renderWithApp(<TagsPanel type="text" />);
    await user.click(await screen.findByRole("button", { name: "Remove email" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove “email”?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove tag" }));
    expect(await screen.findByText("“email” removed")).toBeVisible();
    expect(server.requestsTo("DELETE", `${tags}/email`)).toHaveLength(1);
  });
});
