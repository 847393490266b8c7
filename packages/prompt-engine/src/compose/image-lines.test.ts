import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("an image request gets the picture, its prompt or its design kit, as asked", () => {
  it("makes the picture when the member names a generator the assistant runs, and writes the prompt for any other", () => {
    expect(promptFor("image-prompt", "with dall-e 3 create a watercolour of a fox reading under a lamp")).toMatch(
      /Create the image I describe/u,
    );
    expect(promptFor("image-prompt", "a dall-e prompt for a watercolour of a fox reading")).toMatch(
      /Write the image prompt/u,
    );
    expect(promptFor("image-prompt", "for midjourney: a fox reading under a lamp, watercolour")).toMatch(
      /Write the image prompt/u,
    );
  });

  it("makes the picture when its prompt is asked only in case the picture cannot be made", () => {
    for (const request of [
      "poster art for our allotment open day, sunflowers and a wheelbarrow. if you can't make images just give me a prompt i can use in midjourney",
      "draw my bakery's mascot, a grumpy croissant with a chef hat — a stable diffusion prompt if you can't draw it",
    ])
      expect(promptFor("image-prompt", request)).toMatch(/Create the image I describe/u);
    expect(promptFor("image-prompt", "a midjourney prompt for our allotment open day poster, sunflowers")).toMatch(
      /Write the image prompt as one paragraph/u,
    );
  });

  it("gives what goes into a design the member makes, not a picture", () => {
    const poster = promptFor(
      "image-prompt",
      "a flyer for our street's jumble sale in Canva, saturday 10-1, give me the wording and which fonts",
    );
    expect(poster).toMatch(/what to build it with myself/u);
    expect(poster).not.toMatch(/Create the image/u);
  });

  it("reads a font the member describes as a detail of the picture, not as the design kit asked for", () => {
    const logo = promptFor(
      "image-prompt",
      "logo for my bakery 'Crumb & Co', a whisk crossed with a wheat stalk, flat style, name in a bold rounded font",
    );
    expect(logo).not.toMatch(/what to build it with myself/u);
    expect(promptFor("image-prompt", "a poster for our gig, suggest a font and the wording")).toMatch(
      /what to build it with myself/u,
    );
  });

  it("makes the picture for a member who finishes it in a design tool, and gives the design kit when the kit is asked", () => {
    expect(
      promptFor("image-prompt", "a background for our quiz night poster, I'll generate it then add the text in Canva"),
    ).toMatch(/Create the image/u);
    expect(promptFor("image-prompt", "quiz night poster for Canva, give me the wording and a layout")).toMatch(
      /what to build it with myself/u,
    );
  });

  it("keeps words in a picture that the member asks to have lettered in it", () => {
    const lettered = promptFor(
      "image-prompt",
      "a fantasy map of a coastal kingdom, parchment style with hand-lettered labels, top-down view",
    );
    expect(lettered).not.toMatch(/place names to be added afterwards/u);
    expect(promptFor("image-prompt", "a fantasy map of a coastal kingdom, parchment style, top-down view")).toMatch(
      /place names to be added afterwards/u,
    );
  });

  it("makes a picture in a borrowed look, not the thing whose look it borrows", () => {
    for (const request of [
      "a knight cat guarding a cheese castle, in the style of a 90s fantasy paperback book cover",
      "our allotment in autumn, pumpkins and a robin, thriller book-cover style",
    ])
      expect(promptFor("image-prompt", request)).not.toMatch(/title and author|Kindle|for the headline/u);
    expect(promptFor("image-prompt", "a cover for my fantasy novel: a lighthouse in a storm")).toMatch(
      /title and author/u,
    );
  });

  it("keeps a book's page-to-page consistency to pages, not to a single picture in a book's look", () => {
    expect(
      promptFor(
        "image-prompt",
        "picture book style illustration of a badger baking bread in a cosy kitchen, for my niece's bedroom wall",
      ),
    ).not.toMatch(/every prompt/u);
    expect(
      promptFor(
        "image-prompt",
        "illustrations for my picture book about a hedgehog called Pip, 12 pages, bright crayon style",
      ),
    ).toMatch(/every prompt.*the one I name/u);
  });

  it("gives no lens or expression to a picture with no faces, nor to 'portrait' as its shape", () => {
    expect(
      promptFor(
        "image-prompt",
        "image for our church harvest supper poster: long table with bread, pumpkins and candles, warm evening light, no faces of people (hands are fine), portrait, A3",
      ),
    ).not.toMatch(/85mm/u);
  });

  it("keeps a logo's background to what the member puts there", () => {
    expect(
      promptFor("image-prompt", "logo for our bakery, a wheat sheaf with a rising sun in the background, warm colours"),
    ).not.toMatch(/plain background/u);
    expect(promptFor("image-prompt", "logo for our bakery, a wheat sheaf, warm colours")).toMatch(/plain background/u);
  });

  // A picture asked for, named first or needed is made, whatever layout or colour scheme it describes.
  it.each([
    "can you make an image of our show garden plan, top-down, herringbone brick path layout, box hedges, no text",
    "photo for the parish magazine: the church choir on the stone steps in spring, warm colour scheme, soft light",
    "i need an image for our garden railway open day flyer, a G scale loco on the garden layout by the pond, summer evening",
  ])("makes the picture rather than a kit to build it with: %s", (request) => {
    const picture = promptFor("image-prompt", request);
    expect(picture).toMatch(/Create the image I describe/u);
    expect(picture).not.toMatch(/what to build it with myself/u);
  });

  it("writes each version asked for as its own paragraph, and leaves the parameters the member sets to them", () => {
    const versions = promptFor(
      "image-prompt",
      "midjourney prompt for a lighthouse at dawn, give me 4 variations with different --chaos values",
    );
    expect(versions).toMatch(/Write each version of the image prompt as one paragraph/u);
    expect(versions).not.toMatch(/--ar and --style/u);
  });
});
