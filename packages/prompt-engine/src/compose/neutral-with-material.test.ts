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

describe("the neutral structure's line on pasted material", () => {
  it("writes a piece from the material's facts, inventing none, and reads a question about it as the member's case", () => {
    const fromFacts = /Take the facts from my material and from what I tell you here, invent none/u;
    expect(
      neutral(
        "can you write up last night's darts results for the pub's facebook page, short and cheerful",
        "Team | Legs won\nThe Anchors | 7\nRed Lion B | 4",
      ),
    ).toMatch(fromFacts);
    expect(
      neutral(
        "a tenant sent me this. need to reply by friday, i want to offer her the 3rd instead",
        "Hi, the boiler man can't come on the 1st, can we change it? Thanks, Ana",
      ),
    ).toMatch(fromFacts);
    const question = neutral(
      "what should i do about this letter from the council",
      "Dear Occupier, your bins were left out after the collection day.",
    );
    expect(question).not.toMatch(fromFacts);
    expect(question).toMatch(/bring in general knowledge where it helps/u);
  });

  it("writes leaflet text from a pasted timetable from its facts, inventing none", () => {
    expect(
      neutral(
        "can you make it into leaflet text for residents, the thursday stop moves to the church",
        "Stop | Day | Time\nGreen Lane | Tue | 10:00\nChurch Hall | Thu | 14:00",
      ),
    ).toMatch(/Take the facts from my material and from what I tell you here, invent none/u);
  });

  it("writes a handout or a care sheet made from a pasted table from its facts", () => {
    const table = "Week | Feed | Notes\n1-2 | colostrum 4x daily | weigh\n3-6 | milk replacer 2L x2 | start hay";
    for (const request of [
      "make this into a simple care sheet for the new calf rearers on our farm",
      "can u do a handout from this for the young farmers club",
    ])
      expect(neutral(request, table)).toMatch(
        /Take the facts from my material and from what I tell you here, invent none/u,
      );
  });

  it("writes a report from notes from their facts, and a task list out of a chat from the chat alone", () => {
    expect(
      neutral(
        "need it as a proper report for the club newsletter, about 200 words, and say we need more marshals next time",
        "entries 140\nwinner: Sam Roy\nrain from 11am",
      ),
    ).toMatch(/Take the facts from my material and from what I tell you here, invent none/u);
    expect(
      neutral(
        "can you make a task list out of it with who's doing what, to post back in the group",
        "[3/4 10:02] Ann: I'll bring the urn\n[3/4 10:05] Bob: someone needs to book the hall",
      ),
    ).toMatch(/Work only from the material I gave/u);
  });

  it("reads figures the member is worried about, and asks what to do with, as their situation", () => {
    const readings = "Hive | Sept kg | Oct kg\nA | 41 | 38\nB | 36 | 29";
    expect(
      neutral("tell me which of these hives look worrying and what to do with them before winter", readings),
    ).toMatch(/facts of my situation/u);
    expect(neutral("pull out the hives that lost weight", readings)).toMatch(/Work only from the material/u);
  });

  it("brings in what is known beyond the material for units it does not use and a term's meaning, asked politely of anyone", () => {
    const recipe = "Cream 8 oz butter with 1 cup sugar, bake at 350F for 25 minutes.";
    const converted = neutral("can anyone convert this old recipe to grams and celsius, my oven is fan", recipe);
    expect(converted).toMatch(/facts of my situation/u);
    expect(converted).not.toMatch(/one or two sentences/u);
    expect(neutral("also what does 'cream' actually mean here", recipe)).toMatch(/facts of my situation/u);
    expect(neutral("convert this into a table", recipe)).toMatch(/Work only from the material/u);
  });
});
