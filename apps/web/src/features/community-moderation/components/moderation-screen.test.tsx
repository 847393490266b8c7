import type { CommunityReport, ModerationItem } from "@promptloom/contracts/community-prompts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ModerationScreen } from "./moderation-screen.tsx";

const queue = "/api/admin/community-prompts";
const submission: ModerationItem = {
  id: "7b2e5d3a-1c4f-4e8b-9a6d-3c4d5e6f7a8b",
  title: "Meeting notes to actions",
  body: "Turn these notes into action items: {{notes}}",
  category: "productivity",
  tags: ["meetings"],
  status: "pending",
  rejectionReason: null,
  authorName: "Robin",
  isOwn: false,
  voteCount: 0,
  hasVoted: false,
  hasReported: false,
  copyCount: 0,
  saveCount: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  authorId: "user-robin",
  authorEmail: "robin@example.com",
  isAuthorBanned: false,
  openReports: 0,
  reviewedAt: null,
};
const reported: ModerationItem = {
  ...submission,
  status: "approved",
  openReports: 2,
  reviewedAt: "2026-11-21T10:00:00.000Z",
};
const report: CommunityReport = {
  id: "r1",
  reason: "spam",
  details: "Links to a shop.",
  reporterName: "Sam",
  resolvedAt: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};
const page = (items: ModerationItem[]) => ({ status: 200, body: { items, nextCursor: null, total: items.length } });

describe("admin: community moderation", () => {
  it("shows a spinner, then a failure with a way to try again", async () => {
    const server = fakeApi().hang("GET", queue);
    const first = renderWithApp(<ModerationScreen />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the queue");
    first.unmount();

    server.on("GET", queue, apiError(500, "internal", "Database down."));
    const { user } = renderWithApp(<ModerationScreen />);
    expect(await screen.findByText(/Could not load the queue. Database down./)).toBeVisible();
    server.on("GET", queue, page([submission]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Meeting notes to actions")).toBeVisible();
  });

  it("says when nothing waits, and reads another tab's queue", async () => {
    const server = fakeApi().on("GET", queue, (request) =>
      page(request.query.get("status") === "reported" ? [reported] : []),
    );
    const { user } = renderWithApp(<ModerationScreen />);
    expect(await screen.findByText("Nothing waiting for review.")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Reported" }));
    expect(await screen.findByText("2 open reports")).toBeVisible();
    expect(server.requestsTo("GET", queue).at(-1)?.query.get("status")).toBe("reported");
  });

  it("approves a submission", async () => {
    const server = fakeApi()
      .on("GET", queue, page([submission]))
      .on("POST", `${queue}/:id/approve`, { status: 204 });
    const { user } = renderWithApp(<ModerationScreen />);
    await user.click(await screen.findByRole("button", { name: "Approve Meeting notes to actions" }));
    expect(await screen.findByText("Meeting notes to actions is published")).toBeVisible();
    expect(server.requestsTo("POST", `${queue}/${submission.id}/approve`)).toHaveLength(1);
  });

  it("rejects a submission only with a reason, which it sends for the author", async () => {
    const server = fakeApi()
      .on("GET", queue, page([submission]))
      .on("POST", `${queue}/:id/reject`, { status: 204 });
    const { user } = renderWithApp(<ModerationScreen />);
    await user.click(await screen.findByRole("button", { name: "Reject Meeting notes to actions" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Meeting notes to actions?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject prompt" }));
    expect(await within(dialog).findByText("Reason is required")).toBeVisible();
    expect(server.requestsTo("POST", `${queue}/${submission.id}/reject`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason"), "Too close to a library prompt.");
    await user.click(within(dialog).getByRole("button", { name: "Reject prompt" }));
    expect(await screen.findByText("Meeting notes to actions rejected")).toBeVisible();
    expect(server.requestsTo("POST", `${queue}/${submission.id}/reject`)[0]?.body).toEqual({
      reason: "Too close to a library prompt.",
    });
  });

  it("shows a reported prompt's reports, dismisses them or removes the prompt", async () => {
    const server = fakeApi()
      .on("GET", queue, page([reported]))
      .on("GET", `${queue}/:id/reports`, { status: 200, body: { items: [report] } })
      .on("POST", `${queue}/:id/reports/resolve`, { status: 200, body: { resolved: 2 } })
      .on("POST", `${queue}/:id/remove`, { status: 204 });
    const { user } = renderWithApp(<ModerationScreen />, { path: "/?status=reported" });
    await user.click(await screen.findByRole("button", { name: "Show reports" }));
    const reports = await screen.findByRole("list", { name: "Reports" });
    expect(within(reports).getByText("Spam or advertising")).toBeVisible();
    expect(within(reports).getByText("Links to a shop.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Dismiss the reports on Meeting notes to actions" }));
    expect(await screen.findByText("Reports dismissed")).toBeVisible();
    expect(server.requestsTo("POST", `${queue}/${reported.id}/reports/resolve`)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Remove Meeting notes to actions" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Meeting notes to actions?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Advertising.");
    await user.click(within(dialog).getByRole("button", { name: "Remove prompt" }));
    expect(await screen.findByText("Meeting notes to actions removed")).toBeVisible();
    expect(server.requestsTo("POST", `${queue}/${reported.id}/remove`)[0]?.body).toEqual({ reason: "Advertising." });
  });

  it("bans the author from sharing with a reason, and lets them again", async () => {
    let isBanned = false;
    const server = fakeApi()
      .on("GET", queue, () => page([{ ...submission, isAuthorBanned: isBanned }]))
      .on("POST", "/api/admin/users/:id/community-ban", () => {
        isBanned = true;
        return { status: 200, body: {} };
      })
      .on("DELETE", "/api/admin/users/:id/community-ban", { status: 200, body: {} });
    const { user } = renderWithApp(<ModerationScreen />);
    await user.click(await screen.findByRole("button", { name: "Ban Robin from sharing" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban Robin from sharing?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Repeated spam.");
    await user.click(within(dialog).getByRole("button", { name: "Ban from sharing" }));
    expect(await screen.findByText("Robin may no longer share prompts")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/users/user-robin/community-ban")[0]?.body).toEqual({
      reason: "Repeated spam.",
    });

    await user.click(await screen.findByRole("button", { name: "Let Robin share again" }));
    expect(await screen.findByText("Robin may share prompts again")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/admin/users/user-robin/community-ban")).toHaveLength(1);
  });

  it("shows the server's refusal as a toast", async () => {
    fakeApi()
      .on("GET", queue, page([submission]))
      .on("POST", `${queue}/:id/approve`, apiError(404, "not_found", "Community prompt not found"));
    const { user } = renderWithApp(<ModerationScreen />);
    await user.click(await screen.findByRole("button", { name: "Approve Meeting notes to actions" }));
    expect(await screen.findByText("Community prompt not found")).toBeVisible();
  });
});
