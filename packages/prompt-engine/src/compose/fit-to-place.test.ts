import { describe, expect, it } from "vitest";

import { tipsFor } from "../testing/tips-for-kind.ts";
import { fitToPlace } from "./fit-to-place.ts";

describe("a tip's examples from one country are left out for a member in another", () => {
  it("drops the bracketed examples of other countries, and keeps the member's own", () => {
    const tip = "Check the court's limit (for example $12,500 in California, £10,000 in England), then write.";
    expect(fitToPlace(tip, "can i sue my builder in nairobi?")).toBe("Check the court's limit, then write.");
    expect(fitToPlace(tip, "can i sue my builder in san diego?")).toBe(tip);
    const flight = "Claim fixed compensation (€250/€400/€600 under EU rules), plus meals.";
    expect(fitToPlace(flight, "my flight from dublin was cancelled")).toBe(flight);
    // With no place named, the examples show what to look for.
    expect(fitToPlace(tip, "can i sue my builder?")).toBe(tip);
    // Brackets that name no place stay whatever the member's place.
    expect(fitToPlace("Check the fee (often a few hundred).", "i'm in lagos")).toBe(
      "Check the fee (often a few hundred).",
    );
  });

  it("gives a member elsewhere the general tip, not another country's figures", () => {
    const auckland = tipsFor(
      "advice",
      "my neighbour owes me $2,400 for a fence, can i take him to small claims in auckland?",
    );
    expect(auckland).toMatch(/letter before action/u);
    expect(auckland).not.toMatch(/California|England/u);
    expect(tipsFor("advice", "my neighbour owes me $2,400 for a fence, can i take him to small claims court?")).toMatch(
      /California/u,
    );
    const toronto = tipsFor(
      "question",
      "is it legal to record a phone call with my landlord without telling him? I'm in Toronto",
    );
    expect(toronto).toMatch(/one-party versus all-party consent/u);
    expect(toronto).not.toMatch(/US states/u);
  });
});
