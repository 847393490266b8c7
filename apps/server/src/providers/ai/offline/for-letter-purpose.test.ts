import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("a letter asks for an endorsement only when it vouches for someone", () => {
  it.each([
    "write a reference letter for my former nanny, she looked after our twins for 3 years",
    "a letter of recommendation for my student applying to nursing school",
  ])("keeps the endorsement for a reference: %s", async (request) => {
    expect(await compose(request)).toContain("end with a clear endorsement");
  });

  it.each([
    "write a formal letter to the council asking them to fix the streetlight outside number 14 on oak road",
    "a letter to my bank asking them to close my late father's account",
  ])("leaves it out of any other letter: %s", async (request) => {
    expect(await compose(request)).not.toContain("endorsement");
  });
});
