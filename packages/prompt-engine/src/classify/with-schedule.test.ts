import { describe, expect, it } from "vitest";

import { withSchedule } from "./with-schedule.ts";

describe("a schedule asked for beside a few ideas", () => {
  it("is a plan that holds the ideas", () => {
    expect(
      withSchedule(
        "brainstorm",
        "2 day staff retreat at a lodge near Rotorua, need a timetable for both days with sessions, meals and downtime, plus 4 team-building ideas",
      ),
    ).toBe("plan");
  });

  it("stays a brainstorm when no schedule is asked for, and leaves other kinds alone", () => {
    expect(withSchedule("brainstorm", "ideas for games at our youth camp, the schedule is already done")).toBe(
      "brainstorm",
    );
    expect(withSchedule("email", "write an email asking the team to send me their schedule")).toBe("email");
  });
});
