import type { PromptFolder } from "@promptloom/contracts/prompt-folders";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { FolderNav } from "./folder-nav.tsx";

const folder = (name: string, overrides: Partial<PromptFolder> = {}): PromptFolder => ({
  id: `7a1b2c3d-4e5f-4a6b-8c7d-${String(name.length).padStart(12, "0")}`,
  name,
  parentId: null,
  promptCount: 0,
  createdAt: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

const work = folder("Work", { promptCount: 4 });
const clients = folder("Clients", { parentId: work.id, promptCount: 2 });

const renderNav = (folders: PromptFolder[], selected = "") => {
  const server = fakeApi().on("GET", "/api/folders", { status: 200, body: { items: folders } });
  const onSelect = vi.fn();
  return { server, onSelect, ...renderWithApp(<FolderNav selected={selected} onSelect={onSelect} />) };
};

describe("FolderNav", () => {
  it("shows every folder one level deep with its prompt count, and marks the open one", async () => {
    const { user, onSelect } = renderNav([work, clients], clients.id);
    const nav = screen.getByRole("navigation", { name: "Folders" });
    const open = await within(nav).findByRole("button", { name: "Clients, 2 prompts" });
    expect(open).toHaveAttribute("aria-current", "true");
    expect(within(nav).getByRole("button", { name: "Work, 4 prompts" })).toHaveAttribute("aria-current", "false");
    await user.click(within(nav).getByRole("button", { name: "Not in a folder" }));
    expect(onSelect).toHaveBeenCalledWith("none");
  });

  it("adds a folder inside another and opens it", async () => {
    const { server, user, onSelect } = renderNav([work]);
    const created = folder("Acme", { parentId: work.id });
    server.on("POST", "/api/folders", { status: 201, body: created });
    await screen.findByRole("button", { name: "Work, 4 prompts" });
    expect(screen.getByRole("button", { name: "Add folder" })).toBeDisabled();
    await user.type(screen.getByLabelText("New folder"), "Acme");
    await user.selectOptions(screen.getByLabelText("Put it"), "Inside Work");
    await user.click(screen.getByRole("button", { name: "Add folder" }));
    expect(onSelect).toHaveBeenCalledWith(created.id);
    expect(server.requestsTo("POST", "/api/folders")[0]?.body).toEqual({ name: "Acme", parentId: work.id });
    expect(screen.getByLabelText("New folder")).toHaveValue("");
  });

  it("refuses a name with a slash before sending it", async () => {
    const { server, user } = renderNav([]);
    await user.type(screen.getByLabelText("New folder"), "a/b");
    await user.click(screen.getByRole("button", { name: "Add folder" }));
    expect(await screen.findByText('Folder names cannot contain "/"')).toBeVisible();
    expect(screen.getByLabelText("New folder")).toHaveAttribute("aria-invalid", "true");
    expect(server.requestsTo("POST", "/api/folders")).toHaveLength(0);
  });

  it("says why a folder was not created", async () => {
    const { server, user } = renderNav([work]);
    server.on("POST", "/api/folders", apiError(409, "conflict", "A folder with this name already exists here"));
    await screen.findByRole("button", { name: "Work, 4 prompts" });
    await user.type(screen.getByLabelText("New folder"), "Work");
    await user.click(screen.getByRole("button", { name: "Add folder" }));
    expect(await screen.findByText("Folder not created")).toBeVisible();
    expect(screen.getByText("A folder with this name already exists here")).toBeVisible();
    expect(screen.getByLabelText("New folder")).toHaveValue("Work");
  });

  it("deletes a folder once the member confirms, and shows every prompt again", async () => {
    const { server, user, onSelect } = renderNav([work], work.id);
    server.on("DELETE", "/api/folders/:id", { status: 204 });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole("button", { name: "Delete folder Work" }));
    expect(server.requestsTo("DELETE", "/api/folders/:id")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete folder Work" }));
    expect(confirm).toHaveBeenLastCalledWith('Delete the folder "Work"? Its prompts are kept, outside any folder.');
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(""));
    expect(server.requestsTo("DELETE", `/api/folders/${work.id}`)).toHaveLength(1);
  });
});
