import { describe, expect, it } from "vitest";

import { tipsFor } from "../testing/tips-for-kind.ts";
import { countriesNamed, fitToPlace } from "./fit-to-place.ts";
import { expertTips } from "./tips/all-tips.ts";

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

  it("keeps, of several examples in one bracket, only the member's country's", () => {
    const tip = "Follow local custom (in the US about 18%; in Japan none; often rounding up).";
    expect(fitToPlace(tip, "going to osaka next month")).toBe(
      "Follow local custom (in Japan none; often rounding up).",
    );
    expect(fitToPlace(tip, "we're in dallas")).toBe("Follow local custom (in the US about 18%; often rounding up).");
    expect(fitToPlace("Follow local custom (in the US about 18%; in Japan none).", "i live in nairobi")).toBe(
      "Follow local custom.",
    );
  });

  it("finds the norms of different countries only in brackets, where a member in one reads only theirs", () => {
    // "in the US about 15–20%, in Japan none" outside brackets reaches every member whatever their country.
    const countriesWithNorms = (text: string) =>
      countriesNamed(
        (text.replace(/\([^()]*\)/gu, "").match(/\bin (?:the |much of |most of )?\p{Lu}[\p{L}.]*/gu) ?? [])
          .join(" ")
          .toLowerCase(),
      );
    expect(expertTips.filter((tip) => countriesWithNorms(tip.text).size >= 2).map((tip) => tip.text)).toEqual([]);
    expect(countriesWithNorms("Tip as locals do: in the US 15–20%, in Japan nothing.").size).toBe(2);
  });

  it("gives a traveller the norms of the country they name", () => {
    const japan = tipsFor("question", "first time in japan, should i tip at restaurants and in taxis?");
    expect(japan).toMatch(/in Japan tipping is not expected/u);
    expect(japan).not.toMatch(/15–20%|Europe/u);
    expect(tipsFor("question", "how much should i tip a hairdresser?")).toMatch(/15–20%.*Europe.*Japan/u);
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
