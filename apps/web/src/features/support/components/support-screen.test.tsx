import type { Ticket, TicketSummary } from "@promptloom/contracts/support-tickets";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SupportScreen } from "./support-screen.tsx";

const summary = (subject: string, changes: Partial<TicketSummary> = {}): TicketSummary => ({
  id: `id-${subject.length}`,
  subject,
  category: "bug",
  status: "open",
  name: "Robin",
  email: "robin@example.test",
  isMember: true,
  replyCount: 0,
  createdAt: "2025-03-10T09:00:00.000Z",
  updatedAt: "2025-03-10T09:00:00.000Z",
  ...changes,
});

const ticket = (changes: Partial<Ticket> = {}): Ticket => ({
  ...summary("Export drops my tags", { id: "t1", status: "answered", replyCount: 1 }),
  entries: [
    {
      id: "t1",
      author: "requester",
      authorName: "Robin",
      body: "The tags column is empty.",
      createdAt: "2025-03-10T09:00:00.000Z",
    },
    {
      id: "r1",
      author: "staff",
      authorName: "Promptloom support",
      body: "Fixed, export again.",
      createdAt: "2025-03-10T10:00:00.000Z",
    },
  ],
  ...changes,
});

describe("SupportScreen", () => {
  it("answers common questions and lists the member's tickets with their status", async () => {
    fakeApi().on("GET", "/api/support/tickets", {
      status: 200,
      body: { items: [summary("Export drops my tags", { status: "answered", replyCount: 1 })] },
    });
    const { user } = renderWithApp(<SupportScreen />, { path: "/app/support" });
    const tickets = await screen.findByRole("list", { name: "Your tickets" });
    expect(within(tickets).getByText("Export drops my tags")).toBeVisible();
    expect(within(tickets).getByText("Answered")).toBeVisible();
    expect(within(tickets).getByText(/1 reply/)).toBeVisible();
    await user.click(screen.getByText("Why does the AI Coach say it is offline?"));
    expect(screen.getByText(/No AI model is connected to this Promptloom server/)).toBeVisible();
  });

  it("says when there are no tickets yet, and when they cannot be loaded", async () => {
    const server = fakeApi().on("GET", "/api/support/tickets", { status: 200, body: { items: [] } });
    const view = renderWithApp(<SupportScreen />);
    expect(await screen.findByText("No tickets yet.")).toBeVisible();
    view.unmount();
    server.on(
      "GET",
      "/api/support/tickets",
      apiError(500, "internal_error", "Something went wrong. Please try again."),
    );
    renderWithApp(<SupportScreen />);
    expect(await screen.findByText(/Could not load your tickets/)).toBeVisible();
  });

  it("checks the ticket form, sends it and opens the new ticket", async () => {
    const server = fakeApi()
      .on("GET", "/api/support/tickets", { status: 200, body: { items: [] } })
      .on("POST", "/api/support/tickets", { status: 201, body: ticket({ status: "open", entries: [] }) })
      .on("GET", "/api/support/tickets/:id", { status: 200, body: ticket({ status: "open" }) });
    const { user, router } = renderWithApp(<SupportScreen />, { path: "/app/support" });
    await user.click(await screen.findByRole("button", { name: "Send ticket" }));
    expect(await screen.findByText("Subject is required")).toBeVisible();
    expect(screen.getByText("Choose what your question is about")).toBeVisible();
    expect(screen.getByText("Message is required")).toBeVisible();

    await user.type(screen.getByLabelText("Subject"), "Export drops my tags");
    await user.selectOptions(screen.getByLabelText("What is it about?"), "bug");
    await user.type(screen.getByLabelText("Message"), "The tags column is empty.");
    await user.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(await screen.findByText("Ticket sent")).toBeVisible();
    expect(server.requestsTo("POST", "/api/support/tickets")[0]?.body).toEqual({
      subject: "Export drops my tags",
      category: "bug",
      message: "The tags column is empty.",
    });
    expect(router.state.location.search).toBe("?ticket=t1");
    expect(await screen.findByRole("list", { name: "Conversation" })).toBeVisible();
  });

  it("shows the server's refusal above the ticket form", async () => {
    fakeApi()
      .on("GET", "/api/support/tickets", { status: 200, body: { items: [] } })
      .on(
        "POST",
        "/api/support/tickets",
        apiError(429, "rate_limited", "You have opened several tickets in a short time."),
      );
    const { user } = renderWithApp(<SupportScreen />);
    await user.type(await screen.findByLabelText("Subject"), "Again");
    await user.selectOptions(screen.getByLabelText("What is it about?"), "other");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have opened several tickets in a short time.");
  });

  it("shows a ticket's conversation and sends a reply while it is open", async () => {
    const server = fakeApi()
      .on("GET", "/api/support/tickets/:id", { status: 200, body: ticket() })
      .on("POST", "/api/support/tickets/:id/replies", { status: 201, body: ticket({ status: "open" }) });
    const { user } = renderWithApp(<SupportScreen />, { path: "/app/support?ticket=t1" });
    const conversation = await screen.findByRole("list", { name: "Conversation" });
    expect(within(conversation).getByText("Fixed, export again.")).toBeVisible();
    expect(within(conversation).getByText("Promptloom support")).toBeVisible();
    await user.type(screen.getByLabelText("Add a reply"), "Works now, thanks.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply sent")).toBeVisible();
    expect(server.requestsTo("POST", "/api/support/tickets/:id/replies")[0]?.body).toEqual({
      message: "Works now, thanks.",
    });
  });

  it("offers no reply on a closed ticket", async () => {
    fakeApi().on("GET", "/api/support/tickets/:id", { status: 200, body: ticket({ status: "closed" }) });
    renderWithApp(<SupportScreen />, { path: "/app/support?ticket=t1" });
    expect(await screen.findByText("This ticket is closed. Open a new one if you need more help.")).toBeVisible();
    expect(screen.queryByLabelText("Add a reply")).toBeNull();
  });
});
