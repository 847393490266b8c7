import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("a tip takes no word of the request in another sense", () => {
  it("recaps a call only after a call, not for a dog called Pepper or a note through the door", () => {
    expect(
      tipsFor(
        "email",
        "a note to the neighbours about our dog called Pepper, she barks at the post, call us if it bothers you",
      ),
    ).not.toMatch(/call's purpose/u);
    expect(tipsFor("email", "recap email after today's call with the supplier, notes below")).toMatch(
      /call's purpose/u,
    );
  });

  it("keeps singing advice to singing, not a blood test's range or a doctor's note", () => {
    expect(
      tipsFor(
        "advice",
        "my vitamin D is 20 nmol/L, the range is 50-175 and the doctor's note says fine, what should I do",
      ),
    ).not.toMatch(/lip trills/u);
    expect(tipsFor("advice", "how do I get my singing voice to reach higher notes without straining")).toMatch(
      /lip trills/u,
    );
  });

  it("refers to a dating profile only in an opener, not in a text after the date itself", () => {
    expect(
      tipsFor("message", "text to a guy from hinge after our first date at the jazz bar, want a second one"),
    ).not.toMatch(/their profile/u);
    expect(tipsFor("message", "first message to a match on hinge, she climbs and has a cat")).toMatch(/their profile/u);
  });

  it("gives code the member wants simple no scaffolding of functions, tests and edge cases", () => {
    const simple = promptFor("code", "python script to rename my holiday photos with the date, keep it simple please");
    expect(simple).not.toMatch(/small named functions|edge cases/u);
    expect(promptFor("code", "python script to rename my holiday photos with the date")).toMatch(
      /small named functions/u,
    );
  });

  it("gives a painted portrait of a pet no camera lens", () => {
    for (const request of [
      "paint my dog's face as a baroque oil portrait, like a general with medals",
      "portrait of my cat's face in pastel, like a renaissance noblewoman",
    ])
      expect(tipsFor("image-prompt", request)).not.toMatch(/85mm/u);
    expect(tipsFor("image-prompt", "portrait photo of an old fisherman's face, close up")).toMatch(/85mm/u);
  });

  it("keeps the last working day the member gives in a resignation", () => {
    const tips = tipsFor(
      "email",
      "resignation letter to my employer giving notice, my last day will be 31 May, thank her for everything",
    );
    expect(tips).toMatch(/the one I give/u);
  });

  it("tells a landlord's entry rules only for entry, not for a key deposit", () => {
    expect(
      tipsFor("question", "I'm a tenant, is a $300 key deposit on my lease legal on top of first month's rent?"),
    ).not.toMatch(/24–48 hours/u);
    expect(
      tipsFor("question", "I'm a tenant, can my landlord come in with his key without asking? it's in my lease?"),
    ).toMatch(/24–48 hours/u);
  });

  it("leaves an in-law's remarks, a card read at assembly and an insurance form to their own questions", () => {
    expect(
      tipsFor(
        "advice",
        "my daughter is 2 and only says a few words, my mother-in-law thinks it's a problem. is this normal?",
      ),
    ).not.toMatch(/partner whose parents/u);
    expect(tipsFor("advice", "how do I tell my in-laws to stop turning up unannounced?")).toMatch(
      /partner whose parents/u,
    );
    expect(
      tipsFor(
        "creative-writing",
        "short rhyming poem the young children can read out for our crossing lady's retirement, the kids love her",
      ),
    ).not.toMatch(/for sleep/u);
    expect(tipsFor("creative-writing", "bedtime story for my 4 year old about a brave snail")).toMatch(/for sleep/u);
    expect(
      tipsFor("question", "do I have to declare my asthma to my travel insurer? I use a reliever inhaler twice a year"),
    ).not.toMatch(/three or more times a week/u);
    expect(
      tipsFor("question", "I need my asthma reliever inhaler daily now and wheeze at night, is that bad?"),
    ).toMatch(/three or more times a week/u);
  });

  it("keeps the watercolour traits and an album cover's framing from pictures that refuse them", () => {
    expect(
      tipsFor(
        "image-prompt",
        "botanical watercolour plate of a wood anemone and a lesser celandine for my wildflower walk handout, accurate enough to identify them",
      ),
    ).not.toMatch(/soft bleeding edges/u);
    expect(tipsFor("image-prompt", "watercolour painting of our cottage garden in june, soft and dreamy")).toMatch(
      /soft bleeding edges/u,
    );
    expect(
      tipsFor("image-prompt", "a logo for my cafe in a barn, a simple cow outline, bold not a heavy metal album cover"),
    ).not.toMatch(/title and artist name/u);
    expect(tipsFor("image-prompt", "album cover for our folk band's first EP, a lighthouse at dusk")).toMatch(
      /title and artist name/u,
    );
  });

  it("keeps customer terms to terms and conditions, not an invoice's payment terms", () => {
    const terms = /governing law/u;
    expect(
      tipsFor(
        "business-document",
        "an invoice template for my window cleaning round, payment terms 7 days, for customers who pay by transfer",
      ),
    ).not.toMatch(terms);
    expect(
      tipsFor("business-document", "terms and conditions for my dog walking customers, cancellation and refunds"),
    ).toMatch(terms);
  });

  it("keeps a footer's layout and an oil change to requests that ask for them", () => {
    expect(
      tipsFor("code", "a short intro for our booking page and the html for a button under it, plain css"),
    ).not.toMatch(/min-height: 100vh/u);
    expect(tipsFor("code", "my footer floats up on short pages, how do i make it stick to the bottom")).toMatch(
      /min-height: 100vh/u,
    );
    expect(
      tipsFor("how-to", "what to check each morning on our campervan before driving, engine oil, tyres, coolant"),
    ).not.toMatch(/drain-plug washer/u);
    expect(tipsFor("how-to", "how do i change the oil on my 2012 corsa myself")).toMatch(/drain-plug washer/u);
  });

  it("plays a sales prospect only for sales-call practice, not a buyer the member has described", () => {
    expect(
      tipsFor(
        "role-play",
        "role play: you're a tough garden centre buyer, i'm pitching my plant pots, throw objections at me on price",
      ),
    ).not.toMatch(/busy prospect/u);
    expect(tipsFor("role-play", "practise a cold call with me, i'm selling booking software to small gyms")).toMatch(
      /busy prospect/u,
    );
  });

  it("signs a note with a house number only between neighbours, not in a council's letter about bins", () => {
    const houseNumber = /house number/u;
    expect(
      tipsFor(
        "email",
        "a note through every door of blocks A to D about the bins, bags left on the floor blocking the bin store, we start baiting for rats",
      ),
    ).not.toMatch(houseNumber);
    expect(tipsFor("email", "a note for my neighbour's letterbox about the bins blocking our driveway")).toMatch(
      houseNumber,
    );
  });

  it("plays no sales prospect of its own when the member has described whom to play", () => {
    expect(
      tipsFor(
        "role-play",
        "i want to practise my sales calls, pretend to be a nervous first time buyer of a shepherd's hut, worried about the price",
      ),
    ).not.toMatch(/busy prospect/u);
  });

  it("records a meeting's motions only in minutes, not in an agenda that lists last year's minutes", () => {
    const minutes = /whether the meeting was quorate/u;
    expect(
      tipsFor(
        "business-document",
        "an agenda for the trustees' AGM: apologies, minutes of the last AGM, the motion to raise fees, committee elections",
      ),
    ).not.toMatch(minutes);
    expect(
      tipsFor("business-document", "turn my notes from the AGM into minutes, the motion on fees was voted through"),
    ).toMatch(minutes);
  });
});
