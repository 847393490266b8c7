import { describe, expect, it } from "vitest";

import { tipsFor } from "../testing/tips-for-kind.ts";

describe("money, work and hobby tips keep to the member's case", () => {
  it("keeps money tips to what the member has not done and the choice they face", () => {
    expect(
      tipsFor(
        "advice",
        "should I invest £300 a month in an index fund or save more? emergency fund is already in place, 4 months",
      ),
    ).not.toMatch(/emergency buffer/u);
    expect(
      tipsFor("advice", "overpay my mortgage at 3.9% or invest in a stocks and shares isa, fixed until 2028"),
    ).not.toMatch(/arrangement fees/u);
    expect(tipsFor("comparison", "2 year fix vs tracker for our remortgage, current deal ends in June")).toMatch(
      /arrangement fees/u,
    );
  });

  it("gives a trade's quote template the quote's lines, not a job advert's", () => {
    const quote = tipsFor(
      "business-document",
      "quote template for my electrical jobs in cork, fields for customer, job description, materials, labour at €55 an hour",
    );
    expect(quote).not.toMatch(/salary range/u);
    expect(quote).toMatch(/how long it stays valid/u);
    expect(tipsFor("business-document", "job description for a part-time baker, early shifts, must lift 25kg")).toMatch(
      /salary range/u,
    );
  });

  it("keeps the crochet tip to crochet and the weighted-average tip to weighted marks", () => {
    expect(
      tipsFor(
        "explanation",
        "what is the difference between french knots and colonial knots, my embroidery pattern uses both stitches",
      ),
    ).not.toMatch(/double crochet/u);
    expect(tipsFor("explanation", "what do the stitches in this crochet pattern mean, sc2tog and ch 3")).toMatch(
      /double crochet/u,
    );
    expect(
      tipsFor("spreadsheet", "excel formula to turn marks out of 50 in column B into grades A to E for my students"),
    ).not.toMatch(/SUMPRODUCT/u);
    expect(
      tipsFor(
        "spreadsheet",
        "gradebook formula for my students, tests weighted 60% and homework 40%, marks in B and C",
      ),
    ).toMatch(/SUMPRODUCT/u);
  });

  it("answers within the member's stock sheet when they ask the easiest way", () => {
    expect(
      tipsFor("spreadsheet", "this is my stock sheet, easiest way to mark items below min level as REORDER"),
    ).not.toMatch(/log of in and out/u);
  });

  it("keeps a launch plan to launches, and telling in-laws something to what is told them", () => {
    expect(
      tipsFor("plan", "weekly meal plan for 4 on a tight budget, we shop at the market on saturdays, go easy on sugar"),
    ).not.toMatch(/rollback/u);
    expect(
      tipsFor(
        "advice",
        "my father-in-law has parkinson's and we're visiting care homes in Perth next week, what should I ask them?",
      ),
    ).not.toMatch(/partner whose parents/u);
  });

  it("keeps pension transfers to moving pensions", () => {
    expect(
      tipsFor(
        "advice",
        "I'm 58, retiring from the NHS in May, should I take the 25% lump sum from my pension pot now or leave it invested",
      ),
    ).not.toMatch(/consolidation/u);
  });

  it("keeps a price rise to the member's own prices, and a colleague's credit to work", () => {
    expect(
      tipsFor(
        "email",
        "follow-up email to a client about my quote for the kitchen fit, valid till end of March because supplier prices are going up",
      ),
    ).not.toMatch(/State the new price/u);
    expect(
      tipsFor("advice", "should I move my savings to the credit union or stay with my bank? my work is steady"),
    ).not.toMatch(/perception/u);
  });

  it("keeps a flash sheet's colours, a home's costs, a column's last value and a question of manners to their cases", () => {
    expect(
      tipsFor(
        "image-prompt",
        "tattoo flash sheet of british wildflowers, traditional style, red and green, on aged paper",
      ),
    ).not.toMatch(/black-ink/u);
    expect(tipsFor("comparison", "renting skis there vs buying second hand ones for a week in Austria")).not.toMatch(
      /mortgage/u,
    );
  });

  it("gives a comeback's walk-run plan only after an injury, and no trader's tax routine for a visa's income", () => {
    expect(
      tipsFor(
        "plan",
        "first marathon in 12 weeks, running 35km a week, I get knee pain after 15k, how do I build my long run",
      ),
    ).not.toMatch(/walk-run/u);
    expect(tipsFor("plan", "returning to running after a knee injury, how do I build back up")).toMatch(/walk-run/u);
    expect(
      tipsFor(
        "question",
        "self-employed electrician, profit £31k last year, is it enough for the spouse visa income requirement?",
      ),
    ).not.toMatch(/25–30%/u);
  });

  it("introduces a new colleague only to a team, and keeps hands that are the picture's subject in view", () => {
    const colleague = /their role and what they'll work on/u;
    expect(tipsFor("message", "welcome message for the new members who joined our bowls club this spring")).not.toMatch(
      colleague,
    );
    expect(tipsFor("message", "welcome message for Tom who joined the team as our new welder")).toMatch(colleague);
    const hidden = /partly hidden/u;
    const signing = tipsFor(
      "image-prompt",
      "two hands signing 'thank you' in BSL, watercolour, for our interpreters' poster",
    );
    expect(signing).toMatch(/Describe each hand's pose/u);
    expect(signing).not.toMatch(hidden);
    expect(tipsFor("image-prompt", "a woman holding a mug, hands around it, cosy autumn kitchen")).toMatch(hidden);
  });

  it("tells how to trim nails, or how to comfort the bereaved, only to a member doing it", () => {
    const trim = /thin slivers/u;
    expect(tipsFor("how-to", "how do i trim my dog's nails, she hates it")).toMatch(trim);
    expect(
      tipsFor("how-to", "price list for my dog grooming van: full groom £50, nail trim only £12, dogs only"),
    ).not.toMatch(trim);
    const condolence = /speak to the loss of the one grieving/u;
    expect(tipsFor("message", "sympathy card for my neighbour Joan, her husband passed away")).toMatch(condolence);
    expect(
      tipsFor(
        "speech",
        "eulogy for my neighbour Joan's husband who passed away, sympathy and grief all round, 5 minutes",
      ),
    ).not.toMatch(condolence);
  });
});
