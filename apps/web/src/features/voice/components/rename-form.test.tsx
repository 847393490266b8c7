import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../../../lib/api-client.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { RenameForm } from "./rename-form.tsx";

describe("RenameForm", () => {
  it("saves the new title, trimmed", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderWithApp(<RenameForm title="Voice Prompt" onSave={onSave} onCancel={vi.fn()} />);
    const title = screen.getByLabelText("Title");
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, "  Weekly plan  {Enter}");
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith("Weekly plan"));
  });

  it("cannot save a blank title, and Escape cancels", async () => {
    const onCancel = vi.fn();
    const { user } = renderWithApp(<RenameForm title="Voice Prompt" onSave={vi.fn()} onCancel={onCancel} />);
    await user.clear(screen.getByLabelText("Title"));
    expect(screen.getByRole("button", { name: "Save title" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("says the rename failed and keeps the editor open", async () => {
    const onSave = vi.fn(() => Promise.reject(new ApiError(404, "not_found", "Prompt not found")));
    const { user } = renderWithApp(<RenameForm title="Voice Prompt" onSave={onSave} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText("Title"), " 2");
    await user.click(screen.getByRole("button", { name: "Save title" }));
    expect(await screen.findByText("Rename failed")).toBeVisible();
    expect(screen.getByText("Prompt not found")).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveValue("Voice Prompt 2");
  });
});
