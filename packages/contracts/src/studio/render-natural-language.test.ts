import { describe, expect, it } from "vitest";

import { joinList, withArticle } from "./prompt-text.ts";
import { renderNaturalLanguage } from "./render-natural-language.ts";
import type { StudioRenderInput, StudioTerm } from "./resolve-choices.ts";
import { midjourneySettingsSchema } from "./studio-choices.ts";

const term = (text: string, phrase: string | null = null, weight = 1): StudioTerm => ({ term: text, phrase, weight });

const input = (overrides: Partial<StudioRenderInput> = {}): StudioRenderInput => ({
  subject: "a koi pond in autumn",
  terms: { medium: [], style: [], composition: [], camera: [], lighting: [], palette: [], mood: [], quality: [] },
  aspectRatio: null,
  negative: [],
  midjourney: midjourneySettingsSchema.parse({}),
  ...overrides,
});

describe("DALL·E / Flux / Imagen prompt", () => {
  it("opens with the medium and subject and says the style as a phrase", () => {
    const terms = { ...input().terms, medium: [term("ink drawing")], style: [term("woodblock print")] };
    expect(renderNaturalLanguage(input({ terms })).text).toBe(
      "An ink drawing of a koi pond in autumn, in a woodblock print style.",
    );
  });

  it("uses an option's written phrase over its keywords", () => {
    const terms = { ...input().terms, lighting: [term("god rays", "shafts of light through the mist")] };
    expect(renderNaturalLanguage(input({ terms })).text).toBe(
      "A koi pond in autumn. Lit by shafts of light through the mist.",
    );
  });

  it("orders words by emphasis, since these models take no weights", () => {
    const terms = { ...input().terms, mood: [term("calm"), term("mysterious", null, 1.5)] };
    expect(renderNaturalLanguage(input({ terms })).text).toBe("A koi pond in autumn. The mood is mysterious and calm.");
  });

  it("names the frame's orientation and what to leave out", () => {
    expect(renderNaturalLanguage(input({ aspectRatio: "3:2", negative: [term("people"), term("boats")] })).text).toBe(
      "A koi pond in autumn. Compose for a wide 3:2 landscape frame. Do not include people or boats.",
    );
  });

  it("speaks the article a phrase takes", () => {
    expect(withArticle("oil painting")).toBe("an oil painting");
    expect(withArticle("35mm photograph")).toBe("a 35mm photograph");
    expect(withArticle("85mm lens")).toBe("an 85mm lens");
    expect(withArticle("8K render")).toBe("an 8K render");
    expect(withArticle("ultra-wide lens")).toBe("an ultra-wide lens");
    expect(withArticle("unicorn")).toBe("a unicorn");
    expect(withArticle("hour-long exposure")).toBe("an hour-long exposure");
    expect(withArticle("the Eiffel Tower")).toBe("the Eiffel Tower");
  });

  it("joins lists as a person writes them", () => {
    expect(joinList(["red"])).toBe("red");
    expect(joinList(["red", "gold"])).toBe("red and gold");
    expect(joinList(["red", "gold", "black"], "or")).toBe("red, gold or black");
    expect(joinList(["black and white", "grainy"])).toBe("black and white, and grainy");
  });
});
