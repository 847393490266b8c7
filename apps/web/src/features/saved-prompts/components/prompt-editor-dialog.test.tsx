import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { PromptEditorDialog } from "./prompt-editor-dialog.tsx";

const folder = { id: "5b0c2a39-3f4e-4d6a-9c1b-8e7f6a5b4c3d", name: "Work", parentId: null };

const saved: SavedPrompt = {
  id: "0b9f7c52-8d0a-4a37-9d43-2f6f2b1c1a01",
  title: "Weekly plan",
  rawText: "",
  perfectedText: "Plan my week around three priorities.",
  source: "manual",
  folderId: folder.id,
  tags: ["planning"],
  originId: null,
  createdAt: "2026-11-22T10:15:00.000Z",
  updatedAt: "2026-11-22T10:15:00.000Z",
};

const renderEditor = (prompt: SavedPrompt | null) => {
  const server = fakeApi().on("GET", "/api/folders", { status: 200, body: { items: [folder] } });
  const onClose = vi.fn();
  return {
    server,
    onClose,
    ...renderWithApp(<PromptEditorDialog prompt={prompt} defaultFolderId={null} onClose={onClose} />),
  };
};

describe("PromptEditorDialog", () => {
  it("shows the contract's messages for a new prompt without title or text", async () => {
    const { server, user } = renderEditor(null);
    await user.click(screen.getByRole("button", { name: "Create prompt" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Prompt is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/saved-prompts")).toEqual([]);
  });

  it("creates a prompt in the chosen folder with its tags", async () => {
    const { server, onClose, user } = renderEditor(null);
    server.on("POST", "/api/saved-prompts", { status: 201, body: saved });
    await user.type(screen.getByLabelText("Title"), "Weekly plan");
    await user.type(screen.getByLabelText("Prompt"), "Plan my week around three priorities.");
    await user.selectOptions(screen.getByLabelText("Folder"), await screen.findByRole("option", { name: "Work" }));
    await user.type(screen.getByLabelText("Tags"), "Planning, focus");
    await user.click(screen.getByRole("button", { name: "Create prompt" }));
    expect(await screen.findByText("Prompt created")).toBeVisible();
    expect(onClose).toHaveBeenCalledOnce();
    expect(server.requestsTo("POST", "/api/saved-prompts").map((request) => request.body)).toEqual([
      {
        title: "Weekly plan",
        perfectedText: "Plan my week around three priorities.",
        folderId: folder.id,
        tags: ["planning", "focus"],
      },
    ]);
  });

  it("edits an existing prompt, sending only what the editor shows", async () => {
    const { server, user } = renderEditor(saved);
    server.on("PATCH", "/api/saved-prompts/:id", { status: 200, body: saved });
    expect(screen.getByLabelText("Tags")).toHaveValue("planning");
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Monday plan");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Changes saved")).toBeVisible();
    const [request] = server.requestsTo("PATCH", "/api/saved-prompts/:id");
    expect(request?.path).toBe(`/api/saved-prompts/${saved.id}`);
    expect(request?.body).toEqual({
      title: "Monday plan",
      perfectedText: saved.perfectedText,
      folderId: folder.id,
      tags: ["planning"],
    });
  });

  it("keeps the editor open and says why when saving fails", async () => {
    const { server, onClose, user } = renderEditor(saved);
    server.on("PATCH", "/api/saved-prompts/:id", apiError(404, "not_found", "Prompt not found"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Save failed")).toBeVisible();
    expect(screen.getByText("Prompt not found")).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
