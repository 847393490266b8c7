import type { Resource, ResourceSummary } from "@promptloom/contracts/resources";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ResourcesAdminScreen } from "./resources-admin-screen.tsx";

const draft: ResourceSummary = {
  id: "r1",
  slug: "briefing-designers",
  title: "Briefing designers",
  summary: "What a designer needs.",
  kind: "guide",
  tags: ["design"],
  file: null,
  isPublished: false,
  updatedAt: "2025-03-10T09:00:00.000Z",
};
const pack: ResourceSummary = {
  ...draft,
  id: "r2",
  slug: "starter-pack",
  title: "Everyday prompts starter pack",
  kind: "download",
  file: { name: "everyday-prompts-starter-pack.json", contentType: "application/json", size: 15_360 },
  isPublished: true,
};
const list = (items: ResourceSummary[]) => ({ status: 200, body: { items, tags: [] } });

describe("ResourcesAdminScreen", () => {
  it("lists every resource with its kind, file and draft state", async () => {
    fakeApi().on("GET", "/api/admin/resources", list([draft, pack]));
    renderWithApp(<ResourcesAdminScreen />);
    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Briefing designers");
    expect(rows[0]).toHaveTextContent("Draft");
    expect(rows[1]).toHaveTextContent("Download · everyday-prompts-starter-pack.json");
    expect(rows[1]).not.toHaveTextContent("Draft");
  });

  it("says when there are no resources yet, and when they cannot be loaded", async () => {
    const server = fakeApi().on("GET", "/api/admin/resources", list([]));
    const { unmount } = renderWithApp(<ResourcesAdminScreen />);
    expect(await screen.findByText("No resources yet.")).toBeVisible();
    unmount();

    server.on("GET", "/api/admin/resources", apiError(500, "internal_error", "Something broke."));
    renderWithApp(<ResourcesAdminScreen />);
    expect(await screen.findByText("Could not load the resources. Something broke.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("opens a resource in the editor with its saved values", async () => {
    const full: Resource = { ...draft, body: "## The brief", createdAt: draft.updatedAt };
    fakeApi()
      .on("GET", "/api/admin/resources", list([draft]))
      .on("GET", "/api/admin/resources/:id", { status: 200, body: full });
    const { user } = renderWithApp(<ResourcesAdminScreen />);
    await user.click(await screen.findByRole("button", { name: "Edit Briefing designers" }));
    expect(await screen.findByRole("heading", { name: "Edit “Briefing designers”" })).toBeVisible();
    expect(screen.getByLabelText("Body (Markdown)")).toHaveValue("## The brief");
    expect(screen.getByLabelText("Published (members see it)")).not.toBeChecked();
  });

  it("asks before deleting, keeps the dialog open with the server's refusal, then deletes", async () => {
    const server = fakeApi()
      .on("GET", "/api/admin/resources", list([pack]))
      .on("DELETE", "/api/admin/resources/:id", apiError(503, "unavailable", "Storage is busy."));
    const { user } = renderWithApp(<ResourcesAdminScreen />);
    await user.click(await screen.findByRole("button", { name: "Delete Everyday prompts starter pack" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Everyday prompts starter pack”?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.requestsTo("DELETE", "/api/admin/resources/:id")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Everyday prompts starter pack" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete resource" }));
    expect(await within(screen.getByRole("dialog")).findByText("Storage is busy.")).toBeVisible();

    server.on("DELETE", "/api/admin/resources/:id", { status: 204 }).on("GET", "/api/admin/resources", list([]));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete resource" }));
    expect(await screen.findByText("No resources yet.")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.requestsTo("DELETE", "/api/admin/resources/r2")).toHaveLength(2);
  });
});
