import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("template lines fit what the member is after: things to take, a move, a logo, a review, the words", () => {
  it("gives a list of things to take, not options weighed, to 'what should I pack?'", () => {
    expect(
      promptFor(
        "advice",
        "week of sailing in croatia in june, sleeping on the boat. what should we pack? small bags only",
      ),
    ).not.toMatch(/Lay out my realistic options/u);
    expect(promptFor("advice", "should we sail croatia in june or september? two kids, first time sailing")).toMatch(
      /Lay out my realistic options/u,
    );
  });

  it("gives what to know, not options weighed, to 'what should I know about…?'", () => {
    expect(
      promptFor(
        "advice",
        "first time hosting my boyfriend's family for Eid, what should I know about the food, greetings or gifts?",
      ),
    ).not.toMatch(/Lay out my realistic options|first concrete step/u);
    for (const request of [
      "moving to seoul for work in march, what cultural things should i know so i don't offend my new colleagues",
      "starting at a hospital as a porter monday, what kit should i bring and what should i expect the first week",
    ])
      expect(promptFor("advice", request)).not.toMatch(/Lay out my realistic options/u);
    // One thing to choose is still a choice weighed.
    expect(promptFor("advice", "what laptop should i buy for uni, a macbook air or a thinkpad?")).toMatch(
      /Lay out my realistic options/u,
    );
  });

  it("answers what the rules allow, not options weighed, to 'is that legal? do I get X or Y?'", () => {
    for (const request of [
      "my employer in Dublin wants us in on the bank holiday Monday. is that legal? do I get double time or a day in lieu?",
      "landlord in Melbourne says I pay for the carpet clean or lose my bond, can he make me? what are my rights",
    ]) {
      const prompt = promptFor("advice", request);
      expect(prompt).not.toMatch(/Lay out my realistic options/u);
      expect(prompt).toContain("what the law or the rules say");
    }
    expect(promptFor("advice", "should I take the job in Dublin or stay in Cork? same pay")).not.toContain(
      "what the law or the rules say",
    );
    // A choice asked beside the rights question is still weighed.
    expect(
      promptFor(
        "advice",
        "my flatmate reads my post, is that legal in Scotland? should I tell the letting agent or him?",
      ),
    ).toMatch(/Lay out my realistic options/u);
  });

  it("keeps a move to another country from being planned as a trip", () => {
    expect(
      promptFor(
        "plan",
        "relocating from Lyon to Montreal in 10 weeks with a dog, week-by-week plan for visas, shipping, bank",
      ),
    ).not.toMatch(/pace everyone going can enjoy/u);
    expect(promptFor("plan", "10 days in Lisbon and Porto with my parents, plan it day by day")).toMatch(
      /pace everyone going can enjoy/u,
    );
  });

  it("gives the logo line to a logo to make, not to a product that carries one", () => {
    expect(
      promptFor("image-prompt", "product photo of our candle jar with the small printed leaf logo, on a linen table"),
    ).not.toMatch(/For a logo/u);
    expect(promptFor("image-prompt", "a logo for my dog-walking business, a paw and a leash")).toMatch(/For a logo/u);
  });

  it("writes a business's reply to its customer as the business, and a text to a sister as a chat", () => {
    const toCustomer = promptFor(
      "message",
      "I'm a wedding photographer, help me respond to a client who complained the photos took 9 weeks instead of 6",
    );
    expect(toCustomer).toContain("as the business to its customer");
    expect(toCustomer).not.toMatch(/types in a chat|phone screen/u);
    const toSister = promptFor("message", "text my sister back, she's upset I missed her birthday dinner");
    expect(toSister).toContain("types in a chat");
    expect(toSister).not.toContain("as the business");
  });

  it("gives the words for a talk about someone's diagnosis, not what the symptoms mean", () => {
    const prompt = promptFor(
      "advice",
      "my grandad has Parkinson's and still climbs ladders to clear the gutters. how do I bring it up without him feeling old?",
    );
    expect(prompt).toContain("words I could actually say");
    expect(prompt).not.toMatch(/results or symptoms|first concrete step/u);
    expect(promptFor("advice", "my dad's blood test says his ferritin is 900, what does that mean")).toContain(
      "results or symptoms",
    );
  });

  it("counts distinct values only when how many different ones is asked, not a count for each", () => {
    expect(
      tipsFor(
        "spreadsheet",
        "formula counting how many orders each customer has, the unique names are listed in column H",
      ),
    ).not.toContain("COUNTA(UNIQUE");
    expect(tipsFor("spreadsheet", "how many unique customers ordered from us in March, names in column B")).toContain(
      "COUNTA(UNIQUE",
    );
  });

  it("writes a customer's review in the member's voice, and critiques a draft or a piece of work", () => {
    for (const request of [
      "write a 5 star review for the dog groomer in Cork, Aoife, she was so patient with our nervous rescue",
      "can you do a tripadvisor review of the guesthouse we stayed at in Hoi An, lovely owners but a noisy road",
      // A review that opens the request, of a thing the member has had a while.
      "review of a robot mower for a gardening forum. good: quiet, copes with slopes. bad: the app logs me out. 4/5",
      "I want to review the Bosch drill for our makers group newsletter, had it a year, chuck slips",
    ]) {
      const prompt = promptFor("feedback", request);
      expect(prompt).toContain("in my voice as the customer");
      expect(prompt).not.toMatch(/concrete fix|Quote the exact part/u);
    }
    for (const request of [
      "review my short story and tell me what isn't working, 2,000 words, pasting it next",
      "peer review of my classmate's lab report on enzyme rates, what would you tell her",
      "i wrote this review of a kettle for my blog, is it any good? what would you change",
    ]) {
      const prompt = promptFor("feedback", request);
      expect(prompt).toContain("concrete fix");
      expect(prompt).not.toContain("as the customer");
    }
    expect(promptFor("feedback", "review of my essay on the corn laws, what would lift it to a first?")).toContain(
      "Quote the exact part",
    );
  });

  it("lays out words to print for print, not as a chat or a note by hand", () => {
    const prompt = promptFor(
      "message",
      "invitation for my son's bar mitzvah, Saturday 14 June at Beth Shalom, kiddush after, we're printing it on cards",
    );
    expect(prompt).toContain("Lay it out to be printed");
    expect(prompt).not.toMatch(/types in a chat|handwritten note/u);
  });

  it("explains results or symptoms only when the member has some to make sense of", () => {
    expect(
      promptFor(
        "advice",
        "my husband was diagnosed with MS last year and refuses to use his stick, it's causing fights",
      ),
    ).not.toMatch(/results or symptoms/u);
    expect(promptFor("advice", "my blood test shows ferritin 9, should i be worried")).toMatch(/results or symptoms/u);
  });

  it("gives a formula, not a menu path, when the member refuses the feature", () => {
    expect(
      promptFor(
        "spreadsheet",
        "formula for monthly totals per region from my sales sheet, i don't want to use pivot tables",
      ),
    ).not.toMatch(/menu path/u);
  });

  it("tells causes apart, not options to choose, for 'how do I know if it's X or something else'", () => {
    const tell = promptFor(
      "advice",
      "how do i know if my tomato plants have blight or something else, the lower leaves have brown spots",
    );
    expect(tell).not.toMatch(/Lay out my realistic options/u);
    expect(tell).toMatch(/likely causes, most likely first/u);
  });

  it("writes the letter asked as 'how should I write this', not options to choose", () => {
    const letter = promptFor(
      "advice",
      "the council wants a letter explaining why my rent was late in march, i was in hospital. how should i write this so it's honest but short",
    );
    expect(letter).not.toMatch(/Lay out my realistic options/u);
    expect(letter).toMatch(/Write the words themselves/u);
  });

  it("weighs options only for a choice, and gives checks in order when asked what to check first", () => {
    expect(
      promptFor(
        "advice",
        "does my travel insurance cover the cancelled ferry, or do I claim from the ferry company? booked with Stena for 12 May",
      ),
    ).not.toMatch(/which you would choose/u);
    expect(promptFor("advice", "£3k on a credit card at 24%, pay it off or keep my savings as a cushion?")).toMatch(
      /which you would choose/u,
    );
    expect(promptFor("advice", "my hens stopped laying two weeks ago, what should I check first?")).toMatch(
      /checks in the order to make them/u,
    );
  });

  it("gives the steps of a procedure with the reason for each, in the field's own terms", () => {
    const steps = promptFor(
      "explanation",
      "explain the steps of a sterile dressing change and why each step matters, I'm a first year nursing student",
    );
    expect(steps).toMatch(/each with its rationale/u);
    expect(steps).not.toMatch(/analogy|or avoid it/u);
  });

  it("answers whether it is done to ask something as manners, not as a sign to watch", () => {
    expect(
      promptFor(
        "advice",
        "first meeting with the wedding photographer next week, is it normal to ask for a discount if we book two events?",
      ),
    ).not.toMatch(/how common it is/u);
  });
});
