import { describe, expect, it } from "vitest";

import { formatHours } from "../../lib/format-hours.ts";
import { describeUsageEvent, formatShortDate, formatTimeAgo } from "./format-usage.ts";

describe("usage formatting", () => {
  it("shows minutes as hours with at most one decimal", () => {
    expect(formatHours(0)).toBe("0");
    expect(formatHours(15)).toBe("0.3");
    expect(formatHours(90)).toBe("1.5");
    expect(formatHours(600)).toBe("10");
    expect(formatHours(60_000)).toBe("1,000");
  });

  it("names known events and makes others readable", () => {
    expect(describeUsageEvent({ event: "prompt_copied" })).toBe("Copied a prompt");
    expect(describeUsageEvent({ event: "prompt_saved" })).toBe("Saved a prompt");
    expect(describeUsageEvent({ event: "automation.imported" })).toBe("Automation imported");
  });

  it("says how long ago something happened", () => {
    const now = Date.parse("2026-03-04T12:00:00Z");
    expect(formatTimeAgo("2026-03-04T11:59:30Z", now)).toBe("just now");
    expect(formatTimeAgo("2026-03-04T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatTimeAgo("2026-03-04T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatTimeAgo("2026-03-03T11:00:00Z", now)).toBe("yesterday");
  });

  it("formats a calendar date without shifting it", () => {
    expect(formatShortDate("2026-03-04")).toBe("Mar 4");
  });
});
