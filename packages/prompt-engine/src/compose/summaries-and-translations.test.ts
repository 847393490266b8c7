import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("a text reworked for the member: summaries and translations", () => {
  it("keeps a summary to its text, apart from what it means for the member's own case", () => {
    expect(
      promptFor(
        "summary",
        "summarise this clause from my lease, what does it mean for me if I sublet? im in Glasgow if that changes anything",
        "7.1 The Tenant shall not assign, sublet or part with possession of the Property without the Landlord's prior written consent.",
      ),
    ).toMatch(/give your judgement of it apart/u);
  });

  it("translates into plain words for a worried reader, with no form of address to choose in English", () => {
    const plain = promptFor(
      "translation",
      "put this into simple english for my dad, the tax office sent it and he is worried",
      "Szanowny Panie, prosimy o uregulowanie zaległości w kwocie 420 zł do dnia 15 marca.",
    );
    expect(plain).toMatch(/short, plain sentences/u);
    expect(plain).not.toMatch(/form of address|line breaks/u);
    expect(promptFor("translation", "translate my wedding speech into Polish for my wife's grandparents")).toMatch(
      /form of address/u,
    );
  });

  it("keeps a summary apart from what the member asks the assistant would do in their place", () => {
    expect(
      promptFor(
        "summary",
        "summarise this thread and tell me what you'd vote for if you were me",
        "Ana: repaint the hall in June.\nTom: too dear, wait for the grant.\nAna: fine, decide at the 3 May meeting.",
      ),
    ).toMatch(/give your judgement of it apart/u);
  });

  it("lengthens a text the member finds too short, with placeholders for what only they know", () => {
    const longer = promptFor(
      "rewrite",
      "my retirement speech is way too short, make it about 5 minutes and keep my jokes",
      "Thanks all. 30 years at Hartley's went fast. Don't let Dave near the kettle.",
    );
    expect(longer).toMatch(/Lengthen it to the size I ask for/u);
    expect(longer).not.toMatch(/Do not add claims/u);
  });

  it("keeps a translated list's numbers but not its layout when the member asks for a note under each item", () => {
    const menu = "Sopa de lima - $85\nPanuchos (3 pzas) - $70\nMarquesita - $45";
    const noted = promptFor(
      "translation",
      "translate our cafe menu into english and put a short description under every dish for visitors",
      menu,
    );
    expect(noted).not.toMatch(/formatting and line breaks/u);
    expect(noted).toMatch(/Keep numbers, prices and dates as in the original/u);
    expect(promptFor("translation", "translate our cafe menu into english for visitors", menu)).toMatch(
      /formatting and line breaks/u,
    );
  });

  it("tallies comments from many people by theme, not as a meeting's decisions", () => {
    const tally = promptFor(
      "summary",
      "group the feedback from our open day survey into themes and say how many said each, for the trustees",
      "- loved the pottery demo\n- parking was a nightmare\n- more seating please\n- no parking anywhere",
    );
    expect(tally).toMatch(/count how many raise each/u);
    expect(tally).not.toMatch(/separate decisions and action items/u);
    expect(
      promptFor("summary", "summarise this call for the team", "Ana: we ship friday\nLi: I'll test it by thursday"),
    ).toMatch(/separate decisions and action items/u);
  });

  it("translates a pasted letter in another language into the member's English without asking", () => {
    const letter = promptFor(
      "translation",
      "got this from my landlord, can you translate it?",
      "Sehr geehrte Frau Ali, die Miete wird ab dem 1. Mai um 50 Euro erhöht. Bitte überweisen Sie den neuen Betrag auf das bekannte Konto.",
    );
    expect(letter).toMatch(/no direct English equivalent/u);
    expect(letter).not.toMatch(/form of address/u);
  });

  it("writes a summary the member will say aloud for listeners, not as decisions and actions", () => {
    const notes = "Gates open 7am. Stewards in yellow bibs. Lost children to the first aid tent. Radio channel 2.";
    const briefing = promptFor("summary", "sum these up as a briefing i can read out to the stewards at 6.45", notes);
    expect(briefing).toMatch(/said aloud/u);
    expect(briefing).not.toMatch(/action items/u);
    expect(promptFor("summary", "summarise the committee notes for the minutes", notes)).toMatch(/action items/u);
  });

  it("explains the terms of a summary the member cannot follow, adding no fact", () => {
    const notes = "Dx: OA L hip, start meloxicam 1.5mg sid, recheck bloods 4/52";
    const plain = promptFor("summary", "summary of the vet's notes for my dog please, i dont understand them", notes);
    expect(plain).toMatch(/Explain every term and abbreviation/u);
    expect(promptFor("summary", "summary of the vet's notes for the family group chat", notes)).not.toMatch(
      /Explain every term/u,
    );
  });
});
