import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("chores shared between people are split fairly", () => {
  it.each([
    "uh can you make a chore chart for my kids, they're 6 8 and 11",
    "a chore list for the family, we all work full time",
    "a cleaning checklist for me and my housemates",
    "make a chore rota for me and my two flatmates",
    "create a cleaning roster for our family of five",
    "a weekly jobs chart for the twins, they're 9",
  ])("shares the tasks by person and says how often: %s", async (request) => {
    const prompt = await compose(request);
    expect(prompt).toContain("Share the tasks fairly between the people I named");
    expect(prompt).toContain("the people and days across");
    expect(prompt).not.toContain("order tasks by when they must be done");
  });

  it("keeps a packing list for the kids a checklist, and a team's shift rota a schedule", async () => {
    expect(await compose("a shift rota for my team of 6 at the cafe, we open 7am to 3pm")).toContain(
      "Give each block a start time",
    );
    expect(await compose("a packing checklist for the kids for summer camp")).toContain(
      "order tasks by when they must be done",
    );
  });
});
