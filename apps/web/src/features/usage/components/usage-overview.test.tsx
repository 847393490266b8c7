import type { UsageSummary } from "@promptloom/contracts/usage";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { UsageOverview } from "./usage-overview.tsx";

const summary = (overrides: Partial<UsageSummary> = {}): UsageSummary => ({
  timeZone: "UTC",
  today: "2026-11-24",
  totalMinutes: 90,
  weekMinutes: 45,
  todayMinutes: 15,
  streakDays: 3,
  daily: [
    { date: "2026-11-23", minutes: 30 },
    { date: "2026-11-24", minutes: 15 },
  ],
  recent: [
    {
      id: "e1",
      event: "prompt_copied",
      minutesSaved: 15,
      category: null,
      promptId: null,
      source: "library",
      createdAt: "2026-11-24T09:00:00.000Z",
    },
  ],
  ...overrides,
});

const path = "/api/usage/summary";

const figure = (label: string) => screen.getByRole("heading", { name: label }).parentElement?.parentElement;

describe("UsageOverview", () => {
  it("announces that the figures are loading", async () => {
    fakeApi().hang("GET", path);
    renderWithApp(<UsageOverview />);
    expect(await screen.findByText("Loading your hours saved")).toBeInTheDocument();
  });

  it("shows the hours saved, the streak and the latest activity, asking in the browser's time zone", async () => {
    const server = fakeApi().on("GET", path, { status: 200, body: summary() });
    renderWithApp(<UsageOverview />);
    expect(await screen.findByRole("heading", { name: "Hours saved" })).toBeVisible();
    expect(figure("Hours saved")).toHaveTextContent("1.5 h");
    expect(figure("Hours saved")).toHaveTextContent("90 min");
    expect(figure("Today")).toHaveTextContent("15 min");
    expect(figure("Streak")).toHaveTextContent("3 days");
    const activity = screen.getByRole("list", { name: "Recent activity" });
    expect(within(activity).getByText("Copied a prompt")).toBeVisible();
    expect(within(activity).getByText("+15 min")).toBeVisible();
    expect(server.requestsTo("GET", path)[0]?.query.get("timeZone")).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it("invites a new member to start, with no streak yet", async () => {
    fakeApi().on("GET", path, {
      status: 200,
      body: summary({ totalMinutes: 0, weekMinutes: 0, todayMinutes: 0, streakDays: 0, recent: [] }),
    });
    renderWithApp(<UsageOverview />);
    expect(
      await screen.findByText("Nothing yet. Every prompt you copy or save adds 15 minutes to your hours saved."),
    ).toBeVisible();
    expect(figure("Streak")).toHaveTextContent("Copy or save a prompt to start one");
  });

  it("re-reads the figures when the server reports new usage", async () => {
    let total = 90;
    const server = fakeApi().on("GET", path, () => ({ status: 200, body: summary({ totalMinutes: total }) }));
    renderWithApp(<UsageOverview />);
    await screen.findByText("90 min");
    total = 105;
    server.emit("usage", { minutesSaved: 15 });
    expect(await screen.findByText("105 min")).toBeVisible();
  });

  it("says why the figures could not be loaded, and tries again", async () => {
    const server = fakeApi().on("GET", path, apiError(503, "service_unavailable", "The database is unavailable."));
    const { user } = renderWithApp(<UsageOverview />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is unavailable.");
    server.on("GET", path, { status: 200, body: summary() });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Hours saved" })).toBeVisible();
  });
});
