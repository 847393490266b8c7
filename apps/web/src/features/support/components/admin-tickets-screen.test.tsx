import type { Ticket, TicketSummary } from "@promptloom/contracts/support-tickets";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { AdminTicketsScreen } from "./admin-tickets-screen.tsx";

const summary: TicketSummary = {
  id: "t1",
  subject: "Team pricing?",
  category: "billing",
  status: "open",
  name: "Visitor",
  email: "visitor@example.test",
  isMember: false,
  replyCount: 0,
  createdAt: "2025-03-10T09:00:00.000Z",
  updatedAt: "2025-03-10T09:00:00.000Z",
};
const ticket: Ticket = {
  ...summary,
  entries: [{ id: "t1", author: "requester", authorName: "Visitor", body: "Ten seats?", createdAt: summary.createdAt }],
};

describe("AdminTicketsScreen", () => {
  it("lists the inbox, filters it by status and opens a ticket to answer", async () => {
    const server = fakeApi()
      .on("GET", "/api/admin/support/tickets", { status: 200, body: { items: [summary], nextCursor: null, total: 1 } })
      .on("GET", "/api/admin/support/tickets/:id", { status: 200, body: ticket })
      .on("POST", "/api/admin/support/tickets/:id/replies", { status: 201, body: { ...ticket, status: "closed" } });
    const { user } = renderWithApp(<AdminTicketsScreen />, { path: "/app/admin/support" });
    const list = await screen.findByRole("list", { name: "Tickets" });
    expect(within(list).getByText("Visitor · visitor@example.test · Contact form")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Status"), "open");
    await expect
      .poll(() => server.requestsTo("GET", "/api/admin/support/tickets").at(-1)?.query.get("status"))
      .toBe("open");

    const filtered = await screen.findByRole("list", { name: "Tickets" });
    await user.click(within(filtered).getByRole("button", { name: /Team pricing\?/ }));
    expect(await screen.findByText("Ten seats?")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("Reply is required")).toBeVisible();
    await user.type(screen.getByLabelText("Your answer"), "Yes: write to sales.");
    await user.click(screen.getByLabelText("Close the ticket"));
    await user.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("Answer sent")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/support/tickets/:id/replies")[0]?.body).toEqual({
      message: "Yes: write to sales.",
      close: true,
    });
  });

  it("says when the inbox is empty or cannot be loaded", async () => {
    const server = fakeApi().on("GET", "/api/admin/support/tickets", {
      status: 200,
      body: { items: [], nextCursor: null, total: 0 },
    });
    const view = renderWithApp(<AdminTicketsScreen />);
    expect(await screen.findByText("No tickets here.")).toBeVisible();
    view.unmount();
    server.on("GET", "/api/admin/support/tickets", apiError(403, "forbidden", "Admin access required."));
    renderWithApp(<AdminTicketsScreen />);
    expect(await screen.findByText(/Admin access required/)).toBeVisible();
  });

  it("closes a ticket without answering and reopens it", async () => {
    const server = fakeApi()
      .on("GET", "/api/admin/support/tickets", { status: 200, body: { items: [summary], nextCursor: null, total: 1 } })
      .on("GET", "/api/admin/support/tickets/:id", { status: 200, body: ticket })
      .on("PATCH", "/api/admin/support/tickets/:id", { status: 200, body: { ...ticket, status: "closed" } });
    const { user } = renderWithApp(<AdminTicketsScreen />, { path: "/app/admin/support?ticket=t1" });
    await user.click(await screen.findByRole("button", { name: "Close without answering" }));
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeVisible();
    expect(server.requestsTo("PATCH", "/api/admin/support/tickets/:id")[0]?.body).toEqual({ status: "closed" });

    server.on("PATCH", "/api/admin/support/tickets/:id", { status: 200, body: ticket });
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    expect(await screen.findByRole("button", { name: "Close without answering" })).toBeVisible();
    expect(server.requestsTo("PATCH", "/api/admin/support/tickets/:id")[1]?.body).toEqual({ status: "open" });
    // The ticket is not fetched again: the server's answer is the changed ticket.
    expect(server.requestsTo("GET", "/api/admin/support/tickets/:id")).toHaveLength(1);
  });

  it("says when a ticket cannot be opened, with the way back to the inbox", async () => {
    fakeApi()
      .on("GET", "/api/admin/support/tickets", { status: 200, body: { items: [summary], nextCursor: null, total: 1 } })
      .on("GET", "/api/admin/support/tickets/:id", apiError(404, "not_found", "Ticket not found."));
    const { user } = renderWithApp(<AdminTicketsScreen />, { path: "/app/admin/support?ticket=t1" });
    expect(await screen.findByText("Could not open this ticket. Ticket not found.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "All tickets" }));
    expect(await screen.findByRole("list", { name: "Tickets" })).toBeVisible();
  });
});
