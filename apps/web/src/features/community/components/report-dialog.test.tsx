import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ReportDialog } from "./report-dialog.tsx";

const prompt = { id: "7d3c1f5e-9b2a-4c8d-8e6f-1a2b3c4d5e6f", title: "Cold e-mail opener" };

describe("ReportDialog", () => {
  it("sends the chosen reason and details, thanks the member and closes", async () => {
    const server = fakeApi().on("POST", "/api/community-prompts/:id/report", { status: 204 });
    const onClose = vi.fn();
    const { user } = renderWithApp(<ReportDialog prompt={prompt} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Report “Cold e-mail opener”" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Offensive or harmful" }));
    await user.type(screen.getByLabelText("Details (optional)"), "Insults the reader");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thanks for the report")).toBeVisible();
    expect(onClose).toHaveBeenCalledOnce();
    const [request] = server.requestsTo("POST", "/api/community-prompts/:id/report");
    expect(request?.path).toBe(`/api/community-prompts/${prompt.id}/report`);
    expect(request?.body).toEqual({ reason: "offensive", details: "Insults the reader" });
  });

  it("keeps the dialog open and says why when the report is refused", async () => {
    fakeApi().on(
      "POST",
      "/api/community-prompts/:id/report",
      apiError(409, "conflict", "You have already reported this prompt."),
    );
    const onClose = vi.fn();
    const { user } = renderWithApp(<ReportDialog prompt={prompt} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Not sent")).toBeVisible();
    expect(screen.getByText("You have already reported this prompt.")).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
