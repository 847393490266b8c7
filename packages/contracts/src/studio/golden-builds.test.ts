import { describe, expect, it } from "vitest";

import { goldenBuilds, goldenCatalog } from "./golden-builds.fixture.ts";
import { renderPrompt } from "./render-prompt.ts";
import { resolveChoices } from "./resolve-choices.ts";
import { studioChoicesSchema } from "./studio-choices.ts";
import type { PromptSyntax } from "./studio-groups.ts";

const render = (build: keyof typeof goldenBuilds, syntax: PromptSyntax) =>
  renderPrompt(syntax, resolveChoices(studioChoicesSchema.parse(goldenBuilds[build]), goldenCatalog));

/** The exact text a member copies for each build; a change here changes what people paste. */
describe("golden outputs", () => {
  it("a bare subject", () => {
    expect(render("subjectOnly", "midjourney").text).toBe("a lighthouse on a cliff at night --v 8.1");
    expect(render("subjectOnly", "stable-diffusion").text).toBe("a lighthouse on a cliff at night");
    expect(render("subjectOnly", "natural-language").text).toBe("A lighthouse on a cliff at night.");
  });

  it("a portrait with every group used", () => {
    expect(render("portrait", "midjourney").text).toBe(
      "an old fisherman mending nets on a wooden pier, 35mm film photograph, film noir, close-up, 85mm lens, f/1.8, shallow depth of field, golden hour sunlight, muted earth tones, nostalgic, highly detailed, sharp focus --ar 16:9 --stylize 250 --chaos 10 --no blurry, text, watermark --v 7",
    );
    const stableDiffusion = render("portrait", "stable-diffusion");
    expect(stableDiffusion.text).toBe(
      "an old fisherman mending nets on a wooden pier, 35mm film photograph, (film noir:1.2), close-up, 85mm lens, f/1.8, shallow depth of field, golden hour sunlight, muted earth tones, nostalgic, highly detailed, sharp focus\nNegative prompt: text, watermark, (blurry:1.3)",
    );
    expect(stableDiffusion.negativePrompt).toBe("text, watermark, (blurry:1.3)");
    expect(stableDiffusion.size).toEqual({ width: 1344, height: 768 });
    expect(render("portrait", "natural-language").text).toBe(
      "A 35mm film photograph of an old fisherman mending nets on a wooden pier, in a film noir style. The composition is a tight close-up. Shot with an 85mm lens at f/1.8 with a shallow depth of field. Lit by warm, low golden-hour sunlight. The colour palette is muted earth tones. The mood is nostalgic. The image is highly detailed and in sharp focus. Compose for a wide 16:9 landscape frame. Do not include blur, text or watermarks.",
    );
  });

  it("a night street with emphasis, raw mode and the member's own exclusion", () => {
    expect(render("cityNight", "midjourney").text).toBe(
      "a rainy street market in Tokyo, cyberpunk, hand-drawn anime style, neon signs (pink and blue), teal and orange --ar 9:16 --raw --no people looking at the camera --v 8.1",
    );
    expect(render("cityNight", "stable-diffusion").text).toBe(
      "a rainy street market in Tokyo, cyberpunk, (hand-drawn anime style:0.8), (neon signs \\(pink and blue\\):1.4), teal and orange\nNegative prompt: people looking at the camera",
    );
    expect(render("cityNight", "natural-language").text).toBe(
      "A rainy street market in Tokyo, in a cyberpunk style and a warm hand-drawn anime style. Lit by pink and blue neon signs. The colour palette is teal and orange. Compose for a tall 9:16 portrait frame. Do not include people looking at the camera.",
    );
  });

  it("the member's own words, cleaned for each target", () => {
    expect(render("customWords", "midjourney").text).toBe(
      "a fox curled up in a teacup, watercolour illustration, rule of thirds, serene, whimsical, soft paper texture - visible --ar 4:5 --stylize 0 --style raw --v 6.1",
    );
    expect(render("customWords", "stable-diffusion").text).toBe(
      "a fox curled up in a teacup, watercolour illustration, rule of thirds, serene, whimsical, soft paper texture -- visible",
    );
    expect(render("customWords", "natural-language").text).toBe(
      "A watercolour illustration of a fox curled up in a teacup. The composition is balanced on the rule of thirds. The mood is calm and serene, and whimsical. The image is soft paper texture -- visible. Compose for a tall 4:5 portrait frame.",
    );
  });

  it("choices without a subject still make a usable prompt", () => {
    expect(render("noSubject", "midjourney").text).toBe("oil painting, film noir --ar 1:1 --v 8.1");
    expect(render("noSubject", "stable-diffusion").size).toEqual({ width: 1024, height: 1024 });
    expect(render("noSubject", "natural-language").text).toBe(
      "An oil painting, in a film noir style. Compose for a square 1:1 frame.",
    );
  });
});
