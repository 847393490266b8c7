import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { coldEmail, draftPost, listOf, marketing, toListItem, writing } from "./library-admin-fixtures.ts";
import { LibraryAdminScreen } from "./library-admin-screen.tsx";

const list = "/api/admin/library";
const withCategories = () =>
  fakeApi().on("GET", "/api/admin/library-categories", { status: 200, body: { items: [writing, marketing] } });

describe("admin: library prompt list", () => {
  it("shows a spinner while the prompts load", () => {
    withCategories().hang("GET", list);
    renderWithApp(<LibraryAdminScreen type="text" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the prompts");
  });

  it("shows a failure with a way to try again", async () => {
    const server = withCategories().on("GET", list, apiError(500, "internal", "The database is unreachable."));
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />);
    expect(await screen.findByText(/Could not load the prompts. The database is unreachable./)).toBeVisible();
    server.on("GET", list, { status: 200, body: listOf([toListItem(coldEmail)]) });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Cold email opener")).toBeVisible();
  });

  it("says when nothing matches the filters, and sends them as the API reads them", async () => {
    const server = withCategories().on("GET", list, { status: 200, body: listOf([]) });
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />, { path: "/?q=launch&status=draft" });
    expect(await screen.findByText("No prompts match.")).toBeVisible();
    const sent = server.requestsTo("GET", list).at(-1)?.query;
    expect(sent?.get("type")).toBe("text");
    expect(sent?.get("q")).toBe("launch");
    expect(sent?.get("status")).toBe("draft");

    await user.selectOptions(screen.getByLabelText("Sort"), "copied");
    await user.selectOptions(screen.getByLabelText("Category"), "writing");
    expect(server.requestsTo("GET", list).at(-1)?.query.get("sort")).toBe("copied");
    expect(server.requestsTo("GET", list).at(-1)?.query.get("category")).toBe("writing");
  });

  it("says when the library is empty", async () => {
    withCategories().on("GET", list, { status: 200, body: listOf([]) });
    renderWithApp(<LibraryAdminScreen type="text" />);
    expect(await screen.findByText("No prompts yet.")).toBeVisible();
  });

  it("lists prompts with their state and pages through them", async () => {
    const server = withCategories().on("GET", list, (request) => ({
      status: 200,
      body: listOf([toListItem(coldEmail), draftPost], Number(request.query.get("page") ?? 1), 3),
    }));
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />);
    const rows = await screen.findByRole("list", { name: "Prompts" });
    expect(within(rows).getAllByRole("listitem")).toHaveLength(2);
    expect(within(rows).getByText("Draft")).toBeVisible();
    expect(within(rows).getByText("Featured")).toBeVisible();
    expect(within(rows).getAllByText(/Writing · 12 copies/)[0]).toBeVisible();
    expect(screen.getByText("Page 1 of 3 · 52 prompts")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3 · 52 prompts")).toBeVisible();
    expect(server.requestsTo("GET", list).at(-1)?.query.get("page")).toBe("2");
  });

  it("publishes, features and deletes one prompt", async () => {
    const server = withCategories()
      .on("GET", list, { status: 200, body: listOf([draftPost]) })
      .on("PATCH", `${list}/:id`, { status: 200, body: { ...coldEmail, ...draftPost, status: "published" } })
      .on("DELETE", `${list}/:id`, { status: 204 });
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />);
    await user.click(await screen.findByRole("button", { name: "Publish Launch post" }));
    expect(await screen.findByText("Launch post is published")).toBeVisible();
    expect(server.requestsTo("PATCH", `${list}/${draftPost.id}`)[0]?.body).toEqual({ status: "published" });

    const feature = screen.getByRole("button", { name: "Feature Launch post" });
    expect(feature).toHaveAttribute("aria-pressed", "true");
    await user.click(feature);
    expect(server.requestsTo("PATCH", `${list}/${draftPost.id}`)[1]?.body).toEqual({ featured: false });

    await user.click(screen.getByRole("button", { name: "Delete Launch post" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Launch post?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete prompt" }));
    expect(await screen.findByText("Launch post deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", `${list}/${draftPost.id}`)).toHaveLength(1);
  });

  it("acts on the selected prompts at once, asking before a bulk delete", async () => {
    const server = withCategories()
      .on("GET", list, { status: 200, body: listOf([toListItem(coldEmail), draftPost]) })
      .on("POST", `${list}/bulk`, (request) => ({
        status: 200,
        body: { changed: (request.body as { ids: string[] }).ids.length },
      }));
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />);
    await user.click(await screen.findByLabelText("Select all on this page"));
    const bar = screen.getByRole("region", { name: "Selected prompts" });
    expect(within(bar).getByText("2 prompts selected")).toBeVisible();
    await user.click(within(bar).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("2 prompts unpublished")).toBeVisible();
    expect(server.requestsTo("POST", `${list}/bulk`)[0]?.body).toEqual({
      action: "unpublish",
      ids: [coldEmail.id, draftPost.id],
    });

    await user.click(screen.getByLabelText("Select Launch post"));
    await user.click(
      within(screen.getByRole("region", { name: "Selected prompts" })).getByRole("button", { name: "Delete" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 prompt?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete 1 prompt" }));
    expect(await screen.findByText("1 prompt deleted")).toBeVisible();
    expect(server.requestsTo("POST", `${list}/bulk`)[1]?.body).toEqual({ action: "delete", ids: [draftPost.id] });
  });

  it("moves between tabs with the arrow keys", async () => {
    withCategories()
      .on("GET", list, { status: 200, body: listOf([]) })
      .on("GET", "/api/admin/library-tags", { status: 200, body: { items: [] } });
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />);
    await user.click(screen.getByRole("tab", { name: "Prompts" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Categories" })).toHaveFocus();
    expect(await screen.findByText("Writing")).toBeVisible();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByText("No tags yet.")).toBeVisible();
  });
});
