import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("finding reviews, the structure of a piece, and an aim with what stands in its way", () => {
  it("tells a review of something used or visited from critique, performance reviews and site testimonials", () => {
    expect(kindOf("write a review of the restaurant we went to last night, the pasta was great")).toBe("review");
    expect(kindOf("can you do a quick review of the hotel we stayed at in Rome, lovely staff, tiny room")).toBe("review");
    expect(kindOf("i need a book review of Project Hail Mary for my class")).toBe("review");
    expect(kindOf("product review for the air fryer I bought, it's loud but cooks fast")).toBe("review");
    expect(kindOf("write an honest review of the new budgeting app i've been using")).toBe("review");
    expect(kindOf("review my essay on climate policy")).not.toBe("review");
    expect(kindOf("can you review my code for bugs")).not.toBe("review");
    expect(kindOf("write a performance review for my assistant")).toBe("performance-review");
    expect(kindOf("a yelp review for the bakery on our street")).toBe("testimonial");
  });

  it("reads a noun followed by 'of' as the deliverable, not as an instruction", () => {
    expect(kindOf("review of the hotel we stayed at in Lisbon, great breakfast but a noisy room")).toBe("review");
    expect(kindOf("list of gift ideas for my dad who loves fishing")).toBe("idea-list");
  });

  it("reads how to structure a piece as its outline, and how to structure anything else as steps", () => {
    for (const [request, kind] of [
      ["how should i structure a 10 minute presentation about our q3 sales results", "presentation"],
      ["how do i structure my essay on the causes of ww1", "essay"],
      ["how would you organise a best man speech, i have lots of stories", "speech"],
      ["how to structure a youtube video about budget travel", "video-script"],
    ] as const) {
      expect(kindOf(request)).toBe(kind);
      expect(analyzeRequest(request)?.part).toBe("outline");
    }
    expect(analyzeRequest("how do i organize my closet")?.part).toBeUndefined();
    expect(analyzeRequest("how should I structure my day to get more done")?.part).toBeUndefined();
  });

  it("keeps an aim and the 'but' that stands in its way together in the task, as a matter for advice", () => {
    for (const [request, ask] of [
      ["I want to start running but I get bored", "I want to start running, but I get bored"],
      ["i want to start running but i get bored, any tips?", "I want to start running, but I get bored"],
      ["I'd like to eat healthier but I hate cooking. can you help", "I'd like to eat healthier, but I hate cooking"],
      ["I need to write my thesis but I keep procrastinating", "I need to write my thesis, but I keep procrastinating"],
      ["we're trying to save for a house but we keep spending on takeaways", "We're trying to save for a house, but we keep spending on takeaways"],
    ] as const) {
      expect(kindOf(request)).toBe("advice");
      expect(analyzeRequest(request)?.arranged.ask).toBe(ask);
    }
    expect(kindOf("i need a cover letter for friday but i can't write well")).toBe("cover-letter");
    expect(analyzeRequest("write a short bio for me, but keep it under 50 words")?.arranged.ask).toBe(
      "Write a short bio for me",
    );
  });
});
