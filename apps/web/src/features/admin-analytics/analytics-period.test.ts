import { describe, expect, it } from "vitest";

import { dayIn, presetPeriod } from "./analytics-period.ts";

describe("analytics periods", () => {
  const now = new Date("2026-03-01T02:00:00Z");

  it("counts days in the admin's own time zone", () => {
    expect(dayIn("UTC", 0, now)).toBe("2026-03-01");
    expect(dayIn("America/New_York", 0, now)).toBe("2026-02-28");
  });

  it("ends a preset today and includes today in its length", () => {
    expect(presetPeriod("7d", "UTC", now)).toEqual({ from: "2026-02-23", to: "2026-03-01", interval: "day" });
    expect(presetPeriod("12m", "UTC", now)).toMatchObject({ from: "2025-03-02", interval: "month" });
  });
});
