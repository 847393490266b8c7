import type { MemberDetail, MemberSummary } from "@promptloom/contracts/admin-users";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { UsersScreen } from "./users-screen.tsx";

const session = {
  user: { id: "admin-1", email: "owner@example.test", name: "Owner" },
  profile: { id: "admin-1", fullName: "Owner", isAdmin: true, isPaid: true, refunded: false },
};

const summary = (overrides: Partial<MemberSummary> = {}): MemberSummary => ({
  id: "m1",
  email: "robin@example.test",
  name: "Robin",
  isAdmin: false,
  isPaid: true,
  refunded: false,
  paidByHand: false,
  isCommunityBanned: false,
  plan: "monthly",
  minutesSaved: 90,
  createdAt: "2026-01-05T10:00:00.000Z",
  lastSignInAt: "2026-02-01T09:30:00.000Z",
  ...overrides,
});

export const memberDetail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  ...summary(),
  refundedAt: null,
  communityBanReason: null,
  subscription: {
    provider: "stripe",
    plan: "monthly",
    status: "active",
    currentPeriodEnd: "2026-03-05T10:00:00.000Z",
    cancelAtPeriodEnd: false,
  },
  usage: {
    events: 12,
    minutesSaved: 90,
    last30DaysMinutes: 30,
    lastEventAt: "2026-02-01T10:00:00.000Z",
    byCategory: [{ category: "Copied a prompt", events: 12, minutes: 90 }],
  },
  savedPromptCount: 7,
  communityPromptCount: 2,
  signInCount: 4,
  signIns: [
    {
      createdAt: "2026-02-01T09:30:00.000Z",
      lastActiveAt: "2026-02-01T10:00:00.000Z",
      expiresAt: "2026-02-08T09:30:00.000Z",
      ipAddress: "203.0.113.9",
      userAgent: "Firefox on Linux",
    },
  ],
  ...overrides,
});

const page = (items: MemberSummary[], extra: { page?: number; pageCount?: number; total?: number } = {}) => ({
  status: 200,
  body: { items, page: 1, pageCount: 1, total: items.length, ...extra },
});

type Server = ReturnType<typeof fakeApi>;

/** The API answers are set before the screen asks its first question. */
const renderScreen = (path: string, answer: (server: Server) => unknown) => {
  const server = fakeApi().on("GET", "/api/session", { status: 200, body: session });
  answer(server);
  return { server, ...renderWithApp(<UsersScreen />, { path }) };
};

describe("UsersScreen: the list", () => {
  it("shows a spinner while the members load", async () => {
    renderScreen("/app/admin/users", (server) => server.hang("GET", "/api/admin/users"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading members");
  });

  it("says why the list failed and loads it again on Try again", async () => {
    const { server, user } = renderScreen("/app/admin/users", (api) =>
      api.on("GET", "/api/admin/users", apiError(500, "internal", "The database is busy.")),
    );
    expect(await screen.findByText("Could not load members. The database is busy.")).toBeVisible();
    server.on("GET", "/api/admin/users", page([summary()]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("robin@example.test")).toBeVisible();
  });

  it("says when nobody matches the search", async () => {
    const { server } = renderScreen("/app/admin/users?q=nobody", (api) => api.on("GET", "/api/admin/users", page([])));
    expect(await screen.findByText("No members match.")).toBeVisible();
    expect(server.requestsTo("GET", "/api/admin/users")[0]?.query.get("q")).toBe("nobody");
  });

  it("lists members with their access and roles, and asks again for each filter, order and page", async () => {
    const { server, user } = renderScreen("/app/admin/users", (api) =>
      api.on("GET", "/api/admin/users", ({ query }) =>
        page([summary({ isAdmin: true, refunded: query.get("filter") === "refunded" })], {
          page: Number(query.get("page") ?? 1),
          pageCount: 3,
          total: 60,
        }),
      ),
    );
    const list = await screen.findByRole("list", { name: "Members" });
    expect(within(list).getByText("Robin")).toBeVisible();
    expect(within(list).getByText("Admin")).toBeVisible();
    expect(screen.getByText("Page 1 of 3 · 60 members")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3 · 60 members")).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Show"), "Refunded");
    expect(await within(list).findByText("Refunded")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Sort by"), "Most time saved");
    const last = server.requestsTo("GET", "/api/admin/users").at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      filter: "refunded",
      sort: "minutes_saved",
      page: "1",
      limit: "25",
    });
  });

  it("searches by what is typed", async () => {
    const { server, user } = renderScreen("/app/admin/users", (api) =>
      api.on("GET", "/api/admin/users", page([summary()])),
    );
    await user.type(await screen.findByRole("searchbox", { name: "Search members" }), "robin{Enter}");
    await screen.findByText("robin@example.test");
    expect(server.requestsTo("GET", "/api/admin/users").at(-1)?.query.get("q")).toBe("robin");
  });
});

describe("UsersScreen: a member", () => {
  const openRobin = (detail = memberDetail(), answer: (server: Server) => unknown = () => undefined) =>
    renderScreen("/app/admin/users?member=m1", (server) => {
      server.on("GET", "/api/admin/users", page([summary()])).on("GET", "/api/admin/users/m1", {
        status: 200,
        body: detail,
      });
      answer(server);
    });

  it("shows the subscription, usage, saved prompts and sign-ins", async () => {
    openRobin();
    expect(await screen.findByRole("heading", { name: "Robin", level: 2 })).toBeVisible();
    expect(screen.getByText("Saved prompts").nextSibling).toHaveTextContent("7");
    expect(screen.getByText("4 sign-ins on record", { exact: false })).toBeVisible();
    expect(screen.getByText("203.0.113.9 · Firefox on Linux")).toBeVisible();
    expect(screen.getByText("stripe")).toBeVisible();
  });

  it("says when the member no longer exists", async () => {
    renderScreen("/app/admin/users?member=gone", (server) =>
      server.on("GET", "/api/admin/users/gone", apiError(404, "not_found", "Member not found")),
    );
    expect(await screen.findByText("Could not load the member. Member not found")).toBeVisible();
    expect(screen.getByRole("button", { name: "All members" })).toBeVisible();
  });

  it("requires a reason to mark a member refunded, then sends it", async () => {
    const { server, user } = openRobin();
    server.on("POST", "/api/admin/users/m1/access", {
      status: 200,
      body: memberDetail({ refunded: true, isPaid: false, refundedAt: "2026-02-02T10:00:00.000Z" }),
    });
    await user.click(await screen.findByRole("button", { name: "Change access" }));
    const dialog = await screen.findByRole("dialog", { name: "Change access" });
    await user.selectOptions(within(dialog).getByLabelText("Access"), "Refunded");
    await user.click(within(dialog).getByRole("button", { name: "Save access" }));
    expect(await within(dialog).findByText("Reason is required")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/users/m1/access")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason"), "Asked within 24 hours");
    await user.click(within(dialog).getByRole("button", { name: "Save access" }));
    expect(await screen.findByText("Robin is marked refunded and signed out everywhere")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/users/m1/access")[0]?.body).toEqual({
      access: "refunded",
      reason: "Asked within 24 hours",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the last admin would lose admin access", async () => {
    const { server, user } = openRobin(memberDetail({ isAdmin: true }));
    server.on(
      "PUT",
      "/api/admin/users/m1/admin",
      apiError(409, "conflict", "At least one admin must remain. Make someone else an admin first."),
    );
    await user.click(await screen.findByRole("button", { name: "Remove admin" }));
    expect(await screen.findByText("At least one admin must remain. Make someone else an admin first.")).toBeVisible();
  });

  it("asks before an admin removes their own admin access, then sends the confirmation", async () => {
    const view = renderScreen("/app/admin/users?member=admin-1", (server) =>
      server
        .on("GET", "/api/admin/users/admin-1", {
          status: 200,
          body: memberDetail({ id: "admin-1", name: "Owner", email: "owner@example.test", isAdmin: true }),
        })
        .on("PUT", "/api/admin/users/admin-1/admin", {
          status: 200,
          body: memberDetail({ id: "admin-1", name: "Owner", email: "owner@example.test" }),
        }),
    );
    await view.user.click(await screen.findByRole("button", { name: "Remove admin" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove your own admin access?" });
    expect(view.server.requestsTo("PUT", "/api/admin/users/admin-1/admin")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Delete account" })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole("button", { name: "Remove my admin access" }));
    expect(await screen.findByText("Owner is no longer an admin")).toBeVisible();
    expect(view.server.requestsTo("PUT", "/api/admin/users/admin-1/admin")[0]?.body).toEqual({
      isAdmin: false,
      confirm: true,
    });
  });

  it("sends a password reset e-mail and says where", async () => {
    const { server, user } = openRobin();
    server.on("POST", "/api/admin/users/m1/password-reset", {
      status: 200,
      body: { message: "Password reset e-mail sent to robin@example.test" },
    });
    await user.click(await screen.findByRole("button", { name: "Send password reset" }));
    expect(await screen.findByText("Password reset e-mail sent to robin@example.test")).toBeVisible();
  });

  it("bans a member from sharing with a reason, and lifts the ban", async () => {
    const { server, user } = openRobin();
    server
      .on("POST", "/api/admin/users/m1/community-ban", {
        status: 200,
        body: memberDetail({ isCommunityBanned: true, communityBanReason: "Spam" }),
      })
      .on("DELETE", "/api/admin/users/m1/community-ban", { status: 200, body: memberDetail() });
    await user.click(await screen.findByRole("button", { name: "Ban from sharing" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban from sharing" });
    await user.type(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Ban from sharing" }));
    expect(await screen.findByText("Banned from sharing: Spam")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Lift sharing ban" }));
    expect(await screen.findByText("Robin may share prompts again")).toBeVisible();
  });

  it("deletes an account only once its e-mail is typed, then goes back to the list", async () => {
    const { server, user } = openRobin();
    server.on("DELETE", "/api/admin/users/m1", { status: 204 });
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete account" });
    await user.type(within(dialog).getByLabelText("Member's e-mail address"), "someone@example.test");
    await user.type(within(dialog).getByLabelText("Reason"), "Asked to be forgotten");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Type the member's e-mail address to confirm")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/admin/users/m1")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Member's e-mail address"));
    await user.type(within(dialog).getByLabelText("Member's e-mail address"), "Robin@example.test");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("robin@example.test was deleted")).toBeVisible();
    expect(await screen.findByRole("list", { name: "Members" })).toBeVisible();
  });
});
