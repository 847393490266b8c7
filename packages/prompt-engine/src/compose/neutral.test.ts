import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";
import { describe, expect, it } from "vitest";

import { contentLemmas } from "../text/content-lemmas.ts";
import { composePrompt } from "./compose-prompt.ts";
import { readSignals } from "./signals.ts";

/** The neutral structure's lines for a request the classifier is not confident about. */
const neutral = (request: string, material = "") =>
  composePrompt(
    { kind: "neutral", request, material, signals: readSignals(request, material), content: contentLemmas(request) },
    refineOptionsSchema.parse({}),
  );

describe("the neutral structure adds what fits the request's shape", () => {
  it("asks a question to be answered first, then the reasons", () => {
    for (const request of [
      "why do cats knead blankets?",
      "how do i talk to my teenager about screen time",
      "is it worth learning latin in 2026",
    ]) {
      expect(neutral(request)).toContain("Answer first, in one or two sentences, then give the reasons");
      expect(neutral(request)).not.toContain("see a professional");
    }
  });

  it("says when to see a professional for a health, legal or money question", () => {
    for (const request of [
      "is it normal to have a headache every morning?",
      "can my landlord keep my deposit for a small stain",
      "should I pay off my credit card or save first",
    ])
      expect(neutral(request)).toContain("see a professional");
    for (const request of [
      "how do you say 'my chest hurts' in spanish",
      'what does "force majeure" mean in a poem title?',
    ])
      expect(neutral(request)).not.toContain("see a professional");
  });

  it("restates the limits the request sets as a checklist", () => {
    const prompt = neutral("dinner with spinach and feta, no oven, only stovetop, under 30 minutes");
    expect(prompt).toContain('"no oven", "only stovetop", "under 30 minutes"');
    expect(neutral("a playlist of 90s hip hop, no explicit lyrics")).toContain('"no explicit lyrics"');
    expect(neutral("a packing list for a weekend, at most one bag and no checked luggage")).toMatch(
      /"at most one bag".*"no checked luggage"/u,
    );
    expect(neutral("tell me something interesting")).not.toContain("limit I set");
    for (const request of [
      "a cover letter for a nursing job, no hospital experience but 3 years in care homes",
      "a bio for my portfolio, no degree but self-taught",
    ])
      expect(neutral(request)).not.toContain("limit I set");
    // A limit whose example is a quote is not cut off before it.
    for (const request of [
      'a listing for our flat, under 150 words, no clichés like "must be viewed"',
      "a bio for my site, nothing cheesy such as 'passionate about excellence'",
    ])
      expect(neutral(request)).not.toMatch(/"[^"]*\b(?:like|such as)"/u);
    // A quoted word inside a limit stays in it, and a quotation is no limit of its own.
    expect(neutral("name ideas for our bakery, nothing with 'knead' puns")).toContain(`"nothing with 'knead' puns"`);
    expect(neutral('rewrite "no way, never again" so it sounds nicer')).not.toContain("limit I set");
  });

  it("reads 'can you …' as a polite command, not a question to answer in two sentences", () => {
    for (const request of [
      "can you turn this status JSON into an update a client can read?",
      "could you make this paragraph shorter?",
      "would you draft a note to the parents about the trip?",
    ])
      expect(neutral(request)).not.toContain("Answer first, in one or two sentences");
    expect(neutral("can I freeze cooked rice?")).toContain("Answer first, in one or two sentences");
  });

  it("reads an apostrophe as part of a word, not as a quote hiding the limits", () => {
    const prompt = neutral(
      "I don't want to blame the vendor since they're in the channel. Keep it under 150 words, upbeat. It's going out on Slack.",
    );
    expect(prompt).toContain('"Keep it under 150 words"');
  });

  it("adds a topic tip only where the classifier leans to the tip's kind", () => {
    const request =
      "my landlord withheld $400 of my security deposit for carpet cleaning, the lease allows normal wear";
    const source = {
      kind: "neutral" as const,
      request,
      material: "",
      signals: readSignals(request, ""),
      content: contentLemmas(request),
    };
    const options = refineOptionsSchema.parse({});
    expect(composePrompt({ ...source, likelyKinds: ["email"] }, options)).toMatch(/deduction|itemi[sz]ed/iu);
    expect(composePrompt({ ...source, likelyKinds: [] }, options)).not.toMatch(/deduction|itemi[sz]ed/iu);
    expect(composePrompt({ ...source, likelyKinds: ["code"] }, options)).not.toMatch(/deduction|itemi[sz]ed/iu);
  });

  it("keeps the answer to the pasted material", () => {
    expect(neutral("what does this say about refunds", "Refunds are given within 30 days.")).toContain(
      "Work only from the material I gave",
    );
    expect(neutral("what does this say about refunds")).not.toContain("Work only from");
  });

  it("stays short", () => {
    const prompt = neutral("should I sue my landlord over the deposit, no lawyers, under 100 euros?");
    expect(prompt.split("\n").filter((line) => line.startsWith("- ")).length).toBeLessThanOrEqual(5);
  });

  it("tells the assistant to ask before guessing only when the request says little", () => {
    expect(neutral("ideas for the weekend")).toContain("ask me one short question before answering");
    expect(
      neutral(
        "ideas for the weekend with my two nephews, 7 and 10, they love football and we have no car, somewhere near Leeds",
      ),
    ).not.toContain("ask me one short question");
  });
});
