import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SubmitPromptDialog } from "./submit-prompt-dialog.tsx";

const categories = {
  status: 200,
  body: { items: [{ slug: "email", name: "Email", count: 12 }] },
};

const renderDialog = () => {
  const server = fakeApi().on("GET", "/api/library/categories", categories);
  const onClose = vi.fn();
  return { server, onClose, ...renderWithApp(<SubmitPromptDialog onClose={onClose} />) };
};

describe("SubmitPromptDialog", () => {
  it("shows the contract's messages for an empty submission and sends nothing", async () => {
    const { server, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Prompt is required")).toBeVisible();
    expect(screen.getByLabelText("Category")).toHaveAccessibleDescription("Pick a category");
    expect(server.requestsTo("POST", "/api/community-prompts")).toEqual([]);
  });

  it("submits the prompt with its tags split, thanks the member and closes", async () => {
    const { server, onClose, user } = renderDialog();
    server.on("POST", "/api/community-prompts", ({ body }) => ({ status: 201, body }));
    await user.type(screen.getByLabelText("Title"), "Cold e-mail opener");
    await user.type(screen.getByLabelText("Prompt"), "Write an opener for {{{{audience}}.");
    await user.selectOptions(screen.getByLabelText("Category"), await screen.findByRole("option", { name: "Email" }));
    await user.type(screen.getByLabelText("Tags"), "sales, outreach,  sales");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Thanks for sharing!")).toBeVisible();
    expect(onClose).toHaveBeenCalledOnce();
    expect(server.requestsTo("POST", "/api/community-prompts").map((request) => request.body)).toEqual([
      {
        title: "Cold e-mail opener",
        body: "Write an opener for {{audience}}.",
        category: "email",
        tags: ["sales", "outreach"],
      },
    ]);
  });

  it("stays open and says why when the server refuses", async () => {
    const { server, onClose, user } = renderDialog();
    server.on("POST", "/api/community-prompts", apiError(429, "rate_limited", "You have shared a lot today."));
    await user.type(screen.getByLabelText("Title"), "Cold e-mail opener");
    await user.type(screen.getByLabelText("Prompt"), "Write an opener.");
    await user.selectOptions(screen.getByLabelText("Category"), await screen.findByRole("option", { name: "Email" }));
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Not shared")).toBeVisible();
    expect(screen.getByText("You have shared a lot today.")).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
