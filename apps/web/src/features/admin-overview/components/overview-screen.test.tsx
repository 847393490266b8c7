import type { AdminOverview } from "@promptloom/contracts/admin-analytics";
import type { AuditEntry } from "@promptloom/contracts/audit";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { OverviewScreen } from "./overview-screen.tsx";

const overview: AdminOverview = {
  timeZone: "Europe/Berlin",
  members: 1204,
  payingMembers: 311,
  grantedAccess: 2,
  mrrCents: 512_345,
  subscriptions: { monthly: 250, yearly: 61 },
  thisMonth: { signUps: 88, paidConversions: 21, churned: 4, churnRate: 0.0125, payingAtMonthStart: 320, refunds: 2 },
  refundedMembers: 9,
  minutesSavedByAll: 90_000,
  pendingModeration: { submissions: 3, reportedPrompts: 1 },
  openSupportTickets: 5,
  recentAudit: [],
};

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: "a1",
  actorId: "admin-1",
  actorEmail: "owner@example.test",
  action: "user.set_access",
  targetType: "user",
  targetId: "m1",
  targetLabel: "robin@example.test",
  before: { refunded: false },
  after: { refunded: true },
  reason: "Asked within 24 hours",
  createdAt: "2026-02-01T10:00:00.000Z",
  ...overrides,
});

type Server = ReturnType<typeof fakeApi>;

const renderScreen = (answer: (server: Server) => unknown, path = "/app/admin") => {
  const server = fakeApi();
  answer(server);
  return { server, ...renderWithApp(<OverviewScreen />, { path }) };
};

const auditPage = (items: AuditEntry[], nextCursor: string | null = null, total = items.length) => ({
  status: 200,
  body: { items, nextCursor, total },
});

describe("OverviewScreen", () => {
  it("explains churn when nobody was paying as the month began, or nobody left", async () => {
    renderScreen((api) =>
      api
        .on("GET", "/api/admin/overview", {
          status: 200,
          body: {
            ...overview,
            thisMonth: { ...overview.thisMonth, churned: 1, churnRate: null, payingAtMonthStart: 0 },
          },
        })
        .on("GET", "/api/admin/audit-log", auditPage([])),
    );
    const figures = await screen.findByRole("region", { name: "Figures" });
    expect(within(figures).getByText("Stopped paying this month")).toBeVisible();
    expect(within(figures).getByText("Stopped paying; all had subscribed this month")).toBeVisible();
    expect(within(figures).queryByText(/nobody was paying/)).toBeNull();
  });

  it("shows spinners while the figures and the log load", async () => {
    renderScreen((server) => server.hang("GET", "/api/admin/overview").hang("GET", "/api/admin/audit-log"));
    const statuses = await screen.findAllByRole("status");
    expect(statuses.map((status) => status.textContent)).toEqual(["Loading the overview", "Loading the audit log"]);
  });

  it("shows the business's figures for this month", async () => {
    const { server } = renderScreen((api) =>
      api
        .on("GET", "/api/admin/overview", { status: 200, body: overview })
        .on("GET", "/api/admin/audit-log", auditPage([])),
    );
    const figures = await screen.findByRole("region", { name: "Figures" });
    expect(within(figures).getByText("1,204")).toBeVisible();
    expect(within(figures).getByText("$5,123.45")).toBeVisible();
    expect(within(figures).getByText("250 monthly plans, 61 yearly plans")).toBeVisible();
    expect(within(figures).getByText("2 with access given by hand, 9 refunded")).toBeVisible();
    expect(within(figures).getByText("4 of 320 members paying on the 1st (1.3%)")).toBeVisible();
    expect(within(figures).getByText("1,500")).toBeVisible();
    expect(within(figures).getByRole("link", { name: "3 submissions, 1 reported prompt" })).toHaveAttribute(
      "href",
      "/app/admin/community-prompts",
    );
    expect(within(figures).getByRole("link", { name: "5 tickets waiting for an answer" })).toHaveAttribute(
      "href",
      "/app/admin/support",
    );
    expect(server.requestsTo("GET", "/api/admin/overview")[0]?.query.get("timeZone")).toBeTruthy();
  });

  it("says why the figures failed and tries again", async () => {
    const { server, user } = renderScreen((api) =>
      api
        .on("GET", "/api/admin/overview", apiError(500, "internal", "The database is busy."))
        .on("GET", "/api/admin/audit-log", auditPage([])),
    );
    expect(await screen.findByText("Could not load the overview. The database is busy.")).toBeVisible();
    server.on("GET", "/api/admin/overview", { status: 200, body: overview });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Figures" })).toBeVisible();
  });
});

describe("OverviewScreen: the audit log", () => {
  const withLog = (answer: (server: Server) => unknown, path?: string) =>
    renderScreen((server) => {
      server.on("GET", "/api/admin/overview", { status: 200, body: overview });
      answer(server);
    }, path);

  it("says when there are no changes yet", async () => {
    withLog((server) => server.on("GET", "/api/admin/audit-log", auditPage([])));
    expect(await screen.findByText("No admin changes yet.")).toBeVisible();
  });

  it("says why the log failed", async () => {
    withLog((server) => server.on("GET", "/api/admin/audit-log", apiError(500, "internal", "Try later.")));
    expect(await screen.findByText("Could not load the audit log. Try later.")).toBeVisible();
  });

  it("lists who changed what, why, and the values before and after", async () => {
    const { user } = withLog((server) => server.on("GET", "/api/admin/audit-log", auditPage([entry()])));
    const log = await screen.findByRole("list", { name: "Audit entries" });
    expect(within(log).getByText("user.set_access")).toBeVisible();
    expect(within(log).getByText("robin@example.test")).toBeVisible();
    expect(within(log).getByText("Reason: Asked within 24 hours")).toBeVisible();
    await user.click(within(log).getByText("1 value changed"));
    expect(within(log).getByText("false → true")).toBeVisible();
  });

  it("leaves out values that stayed the same", async () => {
    const unchanged = entry({
      before: { isPaid: false, paidByHand: false, refunded: false },
      after: { isPaid: true, paidByHand: false, refunded: false },
    });
    const { user } = withLog((server) => server.on("GET", "/api/admin/audit-log", auditPage([unchanged])));
    const log = await screen.findByRole("list", { name: "Audit entries" });
    await user.click(within(log).getByText("1 value changed"));
    expect(within(log).getByText("isPaid")).toBeVisible();
    expect(within(log).queryByText("paidByHand")).toBeNull();
    expect(within(log).queryByText("false → false")).toBeNull();
  });

  it("filters by words, action and period, and exports what the filter keeps", async () => {
    const { server, user, router } = withLog((api) =>
      api.on("GET", "/api/admin/audit-log", ({ query }) => auditPage(query.get("q") === "nobody" ? [] : [entry()])),
    );
    await screen.findByRole("list", { name: "Audit entries" });
    await user.type(screen.getByLabelText("Action"), "user.set_access{Enter}");
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    await user.type(screen.getByRole("searchbox", { name: "Search the audit log" }), "nobody{Enter}");
    expect(await screen.findByText("No changes match.")).toBeVisible();
    const last = server.requestsTo("GET", "/api/admin/audit-log").at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      action: "user.set_access",
      from: "2026-01-01",
      q: "nobody",
      limit: "50",
    });
    const exportHref = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href") ?? "", "http://x");
    expect(exportHref.pathname).toBe("/api/admin/audit-log/export");
    expect(Object.fromEntries(exportHref.searchParams)).toEqual({
      action: "user.set_access",
      from: "2026-01-01",
      q: "nobody",
    });
    // The filter is in the address, so a reload or a shared link shows the same entries.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: "user.set_access",
      from: "2026-01-01",
      q: "nobody",
    });
  });

  it("opens with the filter of its address, follows Back and leaves out what the contract refuses", async () => {
    const { server, user, router } = withLog(
      (api) => api.on("GET", "/api/admin/audit-log", auditPage([entry()])),
      "/app/admin?action=theme.save&to=2026-02-28&from=not-a-date",
    );
    await screen.findByRole("list", { name: "Audit entries" });
    expect(screen.getByLabelText("Action")).toHaveValue("theme.save");
    expect(screen.getByLabelText("To")).toHaveValue("2026-02-28");
    expect(screen.getByLabelText("From")).toHaveValue("");
    const first = server.requestsTo("GET", "/api/admin/audit-log").at(-1);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ action: "theme.save", to: "2026-02-28", limit: "50" });

    await user.clear(screen.getByLabelText("Action"));
    await user.type(screen.getByLabelText("Action"), "user.delete{Enter}");
    expect(router.state.location.search).toContain("action=user.delete");
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText("Action")).toHaveValue("theme.save");
    expect(server.requestsTo("GET", "/api/admin/audit-log").at(-1)?.query.get("action")).toBe("theme.save");
  });

  it("loads older entries on Show more", async () => {
    const { user } = withLog((server) =>
      server.on("GET", "/api/admin/audit-log", ({ query }) =>
        query.get("cursor")
          ? auditPage([entry({ id: "a2", targetLabel: "older@example.test" })], null, 2)
          : auditPage([entry()], "next", 2),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByText("older@example.test")).toBeVisible();
    expect(screen.getByText("2 changes")).toBeVisible();
  });
});
