import type { Analytics } from "@promptloom/contracts/admin-analytics";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { AnalyticsScreen } from "./analytics-screen.tsx";

// jsdom measures nothing; the charts need a ResizeObserver to exist.
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const points = (...values: number[]) => values.map((value, index) => ({ period: `2026-02-0${index + 1}`, value }));

const analytics: Analytics = {
  from: "2026-02-01",
  to: "2026-02-03",
  interval: "day",
  timeZone: "UTC",
  periods: ["2026-02-01", "2026-02-02", "2026-02-03"],
  signUps: points(3, 5, 2),
  paidConversions: points(1, 0, 1),
  activeMembers: points(10, 12, 9),
  usageByCategory: [
    { category: "copy", points: points(4, 4, 4) },
    { category: "save", points: points(1, 2, 0) },
  ],
  hoursSaved: points(1.5, 2, 0.5),
  aiCalls: { points: points(0, 0, 0), source: "Requests to the language model." },
  topLibraryPrompts: [{ id: "p1", slug: "cold-email", title: "Cold e-mail opener", type: "text", copies: 7 }],
};

type Server = ReturnType<typeof fakeApi>;

const renderScreen = (answer: (server: Server) => unknown) => {
  const server = fakeApi();
  answer(server);
  return { server, ...renderWithApp(<AnalyticsScreen />, { path: "/app/admin/analytics" }) };
};

describe("AnalyticsScreen", () => {
  it("shows a spinner while the charts load", async () => {
    renderScreen((server) => server.hang("GET", "/api/admin/analytics"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the charts");
  });

  it("says why the charts failed", async () => {
    renderScreen((server) => server.on("GET", "/api/admin/analytics", apiError(500, "internal", "Try later.")));
    expect(await screen.findByText("Could not load the analytics. Try later.")).toBeVisible();
  });

  it("shows each series with its total, its numbers and its CSV", async () => {
    const { server, user } = renderScreen((api) =>
      api.on("GET", "/api/admin/analytics", { status: 200, body: analytics }),
    );
    const signUps = await screen.findByRole("region", { name: "Sign-ups" });
    expect(within(signUps).getByText("10")).toBeVisible();
    expect(within(signUps).getByRole("link", { name: "Download Sign-ups as CSV" }).getAttribute("href")).toMatch(
      /^\/api\/admin\/analytics\/export\?.*series=sign_ups/,
    );
    await user.click(within(signUps).getByText("Show the numbers"));
    expect(within(signUps).getByRole("row", { name: "Feb 2 5" })).toBeVisible();

    expect(within(screen.getByRole("region", { name: "Hours saved" })).getByText("4 h")).toBeVisible();
    const usage = screen.getByRole("region", { name: "Usage events by category" });
    expect(within(usage).getByText("15 events")).toBeVisible();
    expect(within(usage).getByRole("columnheader", { name: "save" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "AI calls" })).getByText("Requests to the language model."),
    ).toBeVisible();
    expect(screen.getByRole("list", { name: "Top copied library prompts" })).toHaveTextContent("Cold e-mail opener");

    const query = server.requestsTo("GET", "/api/admin/analytics")[0]?.query;
    expect(query?.get("interval")).toBe("day");
    expect(query?.get("timeZone")).toBeTruthy();
  });

  it("asks again for another period and grouping", async () => {
    const { server, user } = renderScreen((api) =>
      api.on("GET", "/api/admin/analytics", { status: 200, body: analytics }),
    );
    await screen.findByRole("region", { name: "Sign-ups" });
    await user.selectOptions(screen.getByLabelText("Period"), "Last 12 months");
    await user.selectOptions(screen.getByLabelText("Group by"), "Weeks");
    const last = server.requestsTo("GET", "/api/admin/analytics").at(-1)?.query;
    expect(last?.get("interval")).toBe("week");
  });

  it("refuses a period that ends before it starts, without asking the server", async () => {
    const { server, user } = renderScreen((api) =>
      api.on("GET", "/api/admin/analytics", { status: 200, body: analytics }),
    );
    await screen.findByRole("region", { name: "Sign-ups" });
    const asked = server.requestsTo("GET", "/api/admin/analytics").length;
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2000-01-01");
    expect(await screen.findByRole("alert")).toHaveTextContent("The period must end after it starts");
    expect(server.requestsTo("GET", "/api/admin/analytics")).toHaveLength(asked);
  });

  it("says when a series recorded nothing", async () => {
    renderScreen((api) =>
      api.on("GET", "/api/admin/analytics", {
        status: 200,
        body: { ...analytics, usageByCategory: [], topLibraryPrompts: [] },
      }),
    );
    const usage = await screen.findByRole("region", { name: "Usage events by category" });
    expect(within(usage).getByText("Nothing recorded in this period.")).toBeVisible();
    expect(screen.getByText("No library prompt was copied in this period.")).toBeVisible();
  });
});
