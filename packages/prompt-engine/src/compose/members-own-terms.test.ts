import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("the member's own terms stand against the template's lines", () => {
  it("keeps a short toast a toast, and a short spot words to act on", () => {
    const toast = promptFor(
      "speech",
      "a toast for my brother's wedding, about 60 seconds, funny, end on something kind",
    );
    expect(toast).not.toMatch(/repeat a number or address/u);
    expect(toast).toMatch(/end the way I ask/u);
    expect(promptFor("speech", "read out at the end of our 40 seconds on local radio: the garage's MOT offer")).toMatch(
      /repeat a number or address/u,
    );
    expect(
      promptFor("speech", "retirement speech for our caretaker, things to include: his whistling, the roof"),
    ).toMatch(/specific stories and details, mine first/u);
  });

  it("leaves a tip's own lengths out when the member sets one: an 80-word bio, three hours' driving a day", () => {
    expect(promptFor("resume", "an 80 word speaker bio in third person, I'm a ceramicist in Porto")).not.toMatch(
      /50-word/u,
    );
    expect(
      promptFor("plan", "5 day road trip from Perth to Exmouth with a toddler, no more than 3 hours driving a day"),
    ).not.toMatch(/4–5 hours/u);
  });

  it("writes a card by hand when the member changes from a chat message to a card", () => {
    const card = promptFor(
      "message",
      "an apology to my friend Sam for missing his birthday, make it a text. Actually no, I'll send a card, something I can handwrite inside it",
    );
    expect(card).toMatch(/handwritten note/u);
    expect(card).not.toMatch(/types in a chat/u);
    expect(promptFor("message", "a text to Sam saying sorry I missed his birthday, 4-5 sentences")).not.toMatch(
      /two alternative versions/u,
    );
    expect(promptFor("message", "a text to Sam saying sorry I missed his birthday")).toMatch(/types in a chat/u);
  });

  it("explains a formula piece by piece unless the member asks for a brief explanation", () => {
    expect(
      promptFor("spreadsheet", "excel formula to flag rows where C is over 30 days old, explain briefly"),
    ).not.toMatch(/piece by piece/u);
    expect(promptFor("spreadsheet", "excel formula to flag rows where C is over 30 days old")).toMatch(
      /piece by piece/u,
    );
  });

  it("gives a formal challenge to a penalty charge every ground, with no word cap", () => {
    expect(
      promptFor(
        "email",
        "write my formal challenge to the council's PCN, the loading bay sign was covered by scaffolding",
      ),
    ).not.toMatch(/under about 200 words/u);
  });

  it("gives a short comparison its pick first, and a table only when a table is asked", () => {
    const short = promptFor(
      "comparison",
      "fibre 50/50 for R799 or 5G unlimited for R479? which would you pick? short answer please",
    );
    expect(short).toMatch(/pick for my case first/u);
    expect(short).not.toMatch(/in a table/u);
    expect(promptFor("comparison", "pixel 8a vs galaxy a55, short answer, table pls")).toMatch(/in a table/u);
  });

  it("writes a video's shots only for a video, not for a speech that mentions shorts", () => {
    expect(
      promptFor("speech", "farewell speech for our groundsman Ken at assembly, he wore shorts all winter, 3 minutes"),
    ).not.toMatch(/each shot/u);
    expect(promptFor("speech", "a 40 second YouTube Shorts script about my sourdough")).toMatch(/each shot/u);
  });

  it("lists the actions alone, in the record's order, when only the actions are asked for", () => {
    const minutes =
      "Minutes 4 May\n- Ola to book the hall by 10 May\n- Budget discussed, no decision\n- Sam to order chairs";
    const actions = promptFor(
      "summary",
      "turn these minutes into a list of action points, owner and deadline",
      minutes,
    );
    expect(actions).toMatch(/each action on its own line/u);
    expect(actions).not.toMatch(/most important point|End with action items/u);
    expect(promptFor("summary", "summarise these minutes in 4 bullets", minutes)).toMatch(/most important point/u);
  });

  it("answers one field of a form without a document's sections, and keeps a checklist in the member's groups", () => {
    expect(
      promptFor(
        "business-document",
        "applying for a community arts grant, this is the section: 'Describe your project and who benefits (max 300 words)'. we run a youth choir in Cardiff",
      ),
    ).not.toMatch(/standard sections/u);
    expect(
      promptFor(
        "plan",
        "checklist for our camping trip, group it by 'a week before', 'night before' and 'at the site'",
      ),
    ).not.toMatch(/by category/u);
  });

  it("keeps an ending the member leaves open free of a twist", () => {
    expect(
      promptFor(
        "creative-writing",
        "short story about a lighthouse keeper who finds a letter in a bottle, ending should be ambiguous",
      ),
    ).not.toMatch(/surprise the reader|ending that lands/u);
  });

  it("gives feedback after each answer when the member asks for it so, with no stop word of its own", () => {
    const officer = promptFor(
      "role-play",
      "be a customs officer at Heathrow, ask me questions one at a time, and after each answer tell me if it was convincing",
    );
    expect(officer).toMatch(/give feedback only when and in the form I asked for/u);
    expect(officer).not.toMatch(/'stop'|'pause'|at the end/u);
  });
});
