import { describe, expect, it } from "vitest";

import { renderMidjourney } from "./render-midjourney.ts";
import type { StudioRenderInput, StudioTerm } from "./resolve-choices.ts";
import { midjourneySettingsSchema, midjourneyVersions, type MidjourneySettings } from "./studio-choices.ts";
import { descriptiveGroups } from "./studio-groups.ts";

const term = (text: string, weight = 1): StudioTerm => ({ term: text, phrase: null, weight });

const input = (overrides: Partial<StudioRenderInput> = {}): StudioRenderInput => ({
  subject: "a red bicycle",
  terms: { medium: [], style: [], composition: [], camera: [], lighting: [], palette: [], mood: [], quality: [] },
  aspectRatio: null,
  negative: [],
  midjourney: midjourneySettingsSchema.parse({}),
  ...overrides,
});

/** Reads the parameters back the way Midjourney does: `--name value` pairs after the words. */
const parameters = (text: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...text.matchAll(/--([a-z]+)(?: ([^-][^]*?))?(?= --|$)/g)].map((match): [string, string | undefined] => [
      match[1] ?? "",
      match[2],
    ]),
  );

/** A small deterministic generator, so the sweep below is the same on every run. */
const randomSequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("Midjourney prompt", () => {
  it("writes every parameter within Midjourney's ranges for any valid settings", () => {
    const random = randomSequence(7);
    const ratios = ["1:1", "16:9", "9:16", "4:5", "21:9", "2:3"];
    for (let run = 0; run < 200; run += 1) {
      const settings: MidjourneySettings = {
        version: midjourneyVersions[Math.floor(random() * midjourneyVersions.length)] ?? "8.1",
        stylize: Math.floor(random() * 1001),
        chaos: Math.floor(random() * 101),
        raw: random() > 0.5,
      };
      const aspectRatio = ratios[Math.floor(random() * ratios.length)] ?? null;
      const { text } = renderMidjourney(input({ midjourney: settings, aspectRatio, negative: [term("text")] }));
      const found = parameters(text);
      expect(found.ar).toMatch(/^[1-9]\d?:[1-9]\d?$/);
      expect(midjourneyVersions).toContain(found.v);
      if (found.stylize !== undefined) expect(Number(found.stylize)).toBeGreaterThanOrEqual(0);
      if (found.stylize !== undefined) expect(Number(found.stylize)).toBeLessThanOrEqual(1000);
      if (found.chaos !== undefined) expect(Number(found.chaos)).toBeLessThanOrEqual(100);
      expect(
        Object.keys(found).every((name) => ["ar", "stylize", "chaos", "raw", "style", "no", "v"].includes(name)),
      ).toBe(true);
      expect(text.endsWith(`--v ${settings.version}`)).toBe(true);
    }
  });

  it("leaves Midjourney's defaults unwritten but always names the version", () => {
    expect(renderMidjourney(input()).text).toBe("a red bicycle --v 8.1");
    const changed = renderMidjourney(input({ midjourney: { version: "7", stylize: 100, chaos: 0, raw: false } }));
    expect(changed.text).toBe("a red bicycle --v 7");
  });

  it("refuses the settings Midjourney would reject", () => {
    expect(midjourneySettingsSchema.safeParse({ stylize: 1001 }).success).toBe(false);
    expect(midjourneySettingsSchema.safeParse({ chaos: -1 }).success).toBe(false);
    expect(midjourneySettingsSchema.safeParse({ chaos: 2.5 }).success).toBe(false);
    expect(midjourneySettingsSchema.safeParse({ version: "5" }).success).toBe(false);
  });

  it("writes raw mode as --raw, and as --style raw for 6.1 which predates it", () => {
    expect(renderMidjourney(input({ midjourney: { version: "8.1", stylize: 100, chaos: 0, raw: true } })).text).toBe(
      "a red bicycle --raw --v 8.1",
    );
    expect(renderMidjourney(input({ midjourney: { version: "6.1", stylize: 100, chaos: 0, raw: true } })).text).toBe(
      "a red bicycle --style raw --v 6.1",
    );
  });

  it("keeps parameter and multi-prompt syntax out of the member's words", () => {
    const { text } = renderMidjourney(
      input({
        subject: "a cat --ar 3:1 on a mat:: sleeping",
        negative: [term("--v 5 dogs")],
      }),
    );
    expect(text).toBe("a cat -ar 3:1 on a mat: sleeping --no v 5 dogs --v 8.1");
    expect(Object.keys(parameters(text))).toEqual(["no", "v"]);
  });

  it("puts emphasised words first, and each word once", () => {
    const terms = Object.fromEntries(
      descriptiveGroups.map((group) => [group, []]),
    ) as unknown as StudioRenderInput["terms"];
    terms.style = [term("art deco"), term("poster art", 1.5)];
    terms.quality = [term("Art Deco")];
    expect(renderMidjourney(input({ terms })).prompt).toBe("a red bicycle, poster art, art deco");
  });
});
