import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("a request's words said once", () => {
  it("replaces the words a correction's new value ends with, rather than saying them twice", () => {
    expect(
      cleanRequest(
        "a poster for the quiz night, entry £3 per person. oh actually make it £5 per person, we need the money for the roof",
      ).request,
    ).toBe("a poster for the quiz night, entry £5 per person, we need the money for the roof");
    expect(
      cleanRequest(
        "flyer for the bake sale, cupcakes £1 each or 6 for £5 — no wait make it 6 for £5.50, butter went up",
      ).request,
    ).toBe("flyer for the bake sale, cupcakes £1 each or 6 for £5.50, butter went up");
  });

  it("drops a greeting that is a sentence of its own with its stop", () => {
    expect(cleanRequest("Hello! I run a small bakery in Leeds, need a tagline").request).toBe(
      "I run a small bakery in Leeds, need a tagline",
    );
  });

  it("takes the filler that leads into a correction away with it ('oh and actually make it…')", () => {
    expect(
      cleanRequest(
        "poster for the car boot, pitches £8. cars only. oh and actually make it £10 not £8, the field hire went up. and add a map",
      ).request,
    ).toBe("poster for the car boot, pitches £10. cars only. and add a map");
  });

  it("keeps 'like' after a thing made like another, a likeness and no filler", () => {
    expect(cleanRequest("logo for our candle shop, a flame shape made like a honey drip, one colour").request).toBe(
      "logo for our candle shop, a flame shape made like a honey drip, one colour",
    );
  });
});
