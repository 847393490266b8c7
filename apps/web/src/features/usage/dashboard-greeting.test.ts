import type { UsageSummary } from "@promptloom/contracts/usage";
import { describe, expect, it } from "vitest";

import { dashboardGreeting } from "./dashboard-greeting.ts";

const summary = (totalMinutes: number): UsageSummary => ({
  timeZone: "UTC",
  today: "2026-11-28",
  totalMinutes,
  weekMinutes: totalMinutes,
  todayMinutes: totalMinutes,
  streakDays: totalMinutes > 0 ? 1 : 0,
  daily: [],
  recent: [],
});

describe("dashboardGreeting", () => {
  it("welcomes a brand-new member, not back", () => {
    expect(dashboardGreeting("Sam", summary(0))).toBe(
      "Welcome, Sam. Copy a prompt from the library or try Genie to start saving time.",
    );
    expect(dashboardGreeting(undefined, undefined)).toMatch(/^Welcome\. /);
  });

  it("welcomes back a member who has used Promptloom", () => {
    expect(dashboardGreeting("Sam", summary(15))).toBe("Welcome back, Sam. Pick up where you left off.");
  });
});
