import { describe, expect, it } from "vitest";

import { withPictureAsked } from "./with-picture-asked.ts";

describe("a picture asked for plainly", () => {
  it("is an image to make when the request names the picture or the generator", () => {
    for (const request of [
      "retirement card picture for my boss who loves sailing, watercolour, calm sea, room at the bottom for a message",
      "i need an image of a cosy bookshop cafe on a rainy evening for our loyalty card",
      "photos of my homemade jam jars on a rustic shelf, soft morning light, for the farm shop website",
      "poster of the water cycle for a primary classroom, labelled, bright colours",
      "a knight made of autumn leaves riding a hedgehog, for stable diffusion, storybook feel",
      "anniversary card picture for my parents, two swans on a lake, leave room at the bottom to write 'Happy 40th'",
      "my nan's allotment shed as a van gogh style oil painting, sunflowers everywhere",
    ])
      expect(withPictureAsked("neutral", request)).toBe("image-prompt");
  });

  it("leaves a question about pictures, words for one, or a request read surely, as it was", () => {
    for (const request of [
      "how do i take better photos of my jam jars for etsy",
      "caption for a photo of my dog at the beach",
      "write alt text for a picture of a red bicycle",
      "ideas for a poster for our bake sale",
      "can you edit this photo of my garden",
      "feedback on my painting, the sky looks muddy",
      "my daughter's drawing of our house, can it be framed as is",
    ])
      expect(withPictureAsked("neutral", request)).toBe("neutral");
    expect(withPictureAsked("social-post", "photos of our new menu for instagram")).toBe("social-post");
  });

  it("draws ideas asked for as an image, and leaves a question about saving one as it was", () => {
    expect(
      withPictureAsked(
        "brainstorm",
        "label ideas for our cider as an image, apple orchard at dusk, cream and dark green, bottle seen from the front",
      ),
    ).toBe("image-prompt");
    expect(
      withPictureAsked("neutral", "our allotment society's logo as an illustration, a spade and a sunflower"),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "how do I save my excel chart as an image for the report")).toBe("neutral");
    expect(withPictureAsked("brainstorm", "ideas for our cider label, orchard theme")).toBe("brainstorm");
  });

  it("makes a product shot asked for, and leaves a flu shot alone", () => {
    expect(
      withPictureAsked("neutral", "product shot for my beeswax candles, on a slate board, soft window light, square"),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "flu shot for my toddler this winter, is it worth it")).toBe("neutral");
  });

  it("is an image to make when a label or a poster is described by how it looks, not by its words", () => {
    expect(
      withPictureAsked(
        "neutral",
        "label for my homemade chilli sauce called Devil's Breath, retro look, red and black, flames",
      ),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "write the wording for my chilli sauce label, retro look, red and black")).toBe(
      "neutral",
    );
  });

  it("is an image to make when a prompt for a portrait is asked", () => {
    expect(
      withPictureAsked(
        "neutral",
        "prompt for a portrait of my grandad as a sea captain, oil painting look, stormy sky",
      ),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "prompt for a chatbot that answers questions about my bakery")).toBe("neutral");
  });

  it("draws a map described by its look and frame, even with the labels left for the member to write", () => {
    expect(
      withPictureAsked(
        "neutral",
        "map of my homebrew kingdom, three mountain passes and a capital on a lake, hand drawn ink style, top down, 4:3. no labels, i will write the names on myself",
      ),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "map out my week, gym mon wed fri and study every evening")).toBe("neutral");
  });

  it("is no picture when nothing in the request is to be seen, whatever colours it names", () => {
    expect(
      withPictureAsked(
        "image-prompt",
        "a one page sign-in sheet for the choir, things to cover: the red folder is for alto parts, the blue one for tenors",
      ),
    ).toBe("neutral");
    expect(withPictureAsked("image-prompt", "a poster for our choir's christmas concert, navy and gold")).toBe(
      "image-prompt",
    );
    expect(withPictureAsked("image-prompt", "mj prompt: a fox asleep in a teacup, soft morning light")).toBe(
      "image-prompt",
    );
  });

  it("reads a named generator's prompt asked for as an image prompt, however the ask opens", () => {
    expect(
      withPictureAsked(
        "neutral",
        "write me a stable diffusion prompt for a diwali party backdrop, marigolds and diyas, two versions",
      ),
    ).toBe("image-prompt");
    expect(withPictureAsked("neutral", "write the caption for my midjourney picture of a diwali backdrop")).toBe(
      "neutral",
    );
  });

  it("reads a logo named first as a picture to make, and logo ideas as none", () => {
    expect(withPictureAsked("neutral", "darts team logo, crossed arrows and a pint, simple")).toBe("image-prompt");
    expect(withPictureAsked("neutral", "logo ideas for my bakery, something with wheat")).toBe("neutral");
  });
});
