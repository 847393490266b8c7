import { describe, expect, it } from "vitest";

import { renderStableDiffusion, sdxlSizeFor } from "./render-stable-diffusion.ts";
import type { StudioRenderInput, StudioTerm } from "./resolve-choices.ts";
import { midjourneySettingsSchema } from "./studio-choices.ts";

const term = (text: string, weight = 1): StudioTerm => ({ term: text, phrase: "ignored by keyword prompts", weight });

const input = (overrides: Partial<StudioRenderInput> = {}): StudioRenderInput => ({
  subject: "a castle in the clouds",
  terms: { medium: [], style: [], composition: [], camera: [], lighting: [], palette: [], mood: [], quality: [] },
  aspectRatio: null,
  negative: [],
  midjourney: midjourneySettingsSchema.parse({}),
  ...overrides,
});

describe("Stable Diffusion prompt", () => {
  it("writes emphasis as (term:weight) with one decimal, and plain emphasis as the bare term", () => {
    const terms = {
      ...input().terms,
      style: [term("matte painting", 1.25), term("fantasy art")],
      mood: [term("epic", 0.5)],
    };
    expect(renderStableDiffusion(input({ terms })).prompt).toBe(
      "a castle in the clouds, (matte painting:1.3), fantasy art, (epic:0.5)",
    );
  });

  it("keeps the negative prompt apart, weighted the same way, and on its own line in the copied text", () => {
    const rendered = renderStableDiffusion(input({ negative: [term("lowres"), term("extra limbs", 1.4)] }));
    expect(rendered.negativePrompt).toBe("lowres, (extra limbs:1.4)");
    expect(rendered.text).toBe("a castle in the clouds\nNegative prompt: lowres, (extra limbs:1.4)");
  });

  it("has no negative prompt line when nothing is excluded", () => {
    const rendered = renderStableDiffusion(input());
    expect(rendered.negativePrompt).toBeNull();
    expect(rendered.text).toBe("a castle in the clouds");
  });

  it("escapes literal brackets so they are not read as emphasis", () => {
    expect(renderStableDiffusion(input({ subject: "a sign saying [OPEN] (24h)" })).prompt).toBe(
      "a sign saying \\[OPEN\\] \\(24h\\)",
    );
  });

  it("suggests the SDXL resolution nearest to the aspect ratio", () => {
    expect(sdxlSizeFor("1:1")).toEqual({ width: 1024, height: 1024 });
    expect(sdxlSizeFor("16:9")).toEqual({ width: 1344, height: 768 });
    expect(sdxlSizeFor("3:2")).toEqual({ width: 1216, height: 832 });
    expect(sdxlSizeFor("2:3")).toEqual({ width: 832, height: 1216 });
    expect(sdxlSizeFor("21:9")).toEqual({ width: 1536, height: 640 });
    expect(sdxlSizeFor("wide")).toBeNull();
    expect(renderStableDiffusion(input({ aspectRatio: "4:5" })).size).toEqual({ width: 896, height: 1152 });
  });
});
