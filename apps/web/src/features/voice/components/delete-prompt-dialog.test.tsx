import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Button } from "../../../components/ui/button.tsx";
import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { DeletePromptDialog } from "./delete-prompt-dialog.tsx";

const id = "3c2b1a0f-9e8d-4c7b-8a69-584736251403";

const renderDialog = () => {
  const server = fakeApi();
  const view = renderWithApp(
    <DeletePromptDialog id={id} title="Weekly plan">
      <Button>Delete Weekly plan</Button>
    </DeletePromptDialog>,
  );
  return { server, ...view };
};

describe("DeletePromptDialog", () => {
  it("asks before deleting, and Cancel keeps the prompt", async () => {
    const { server, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Delete Weekly plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this voice prompt?" });
    expect(dialog).toHaveTextContent("“Weekly plan” will be removed for good.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.requestsTo("DELETE", "/api/saved-prompts/:id")).toHaveLength(0);
  });

  it("deletes the prompt and closes", async () => {
    const { server, user } = renderDialog();
    server.on("DELETE", "/api/saved-prompts/:id", { status: 204 });
    await user.click(screen.getByRole("button", { name: "Delete Weekly plan" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.requestsTo("DELETE", `/api/saved-prompts/${id}`)).toHaveLength(1);
  });

  it("stays open and says why when the delete fails", async () => {
    const { server, user } = renderDialog();
    server.on("DELETE", "/api/saved-prompts/:id", apiError(404, "not_found", "Prompt not found"));
    await user.click(screen.getByRole("button", { name: "Delete Weekly plan" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete failed")).toBeVisible();
    expect(screen.getByText("Prompt not found")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Delete this voice prompt?" })).toBeVisible();
  });
});
