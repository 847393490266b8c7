import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { describe, expect, it } from "vitest";

import { initialStudioBuilderState, reduceStudioBuilder, type StudioBuilderAction } from "./studio-builder-state.ts";

const option = (group: StudioOption["group"], slug: string): StudioOption => ({
  id: `${group}-${slug}`,
  group,
  slug,
  label: slug,
  description: `About ${slug}.`,
  term: slug,
  phrase: null,
  imageUrl: null,
  hidden: false,
  position: 0,
});

const options = [
  option("style", "noir"),
  option("style", "deco"),
  option("lighting", "neon"),
  option("lighting", "candle"),
  option("aspect", "16-9"),
  option("aspect", "1-1"),
  option("negative", "text"),
  option("negative", "blurry"),
  option("negative", "logo"),
  option("negative", "people"),
];

const run = (...actions: StudioBuilderAction[]) => actions.reduce(reduceStudioBuilder, initialStudioBuilderState);

/** Always the first choice, so a random pick is predictable. */
const first = () => 0;

describe("the Prompt Studio builder", () => {
  it("toggles options, replaces the one pick of a single-choice group, and stops at a group's limit", () => {
    const state = run(
      { type: "togglePick", group: "style", slug: "noir" },
      { type: "togglePick", group: "style", slug: "deco" },
      { type: "togglePick", group: "style", slug: "noir" },
      { type: "togglePick", group: "aspect", slug: "16-9" },
      { type: "togglePick", group: "aspect", slug: "1-1" },
      { type: "togglePick", group: "medium", slug: "oil" },
      { type: "togglePick", group: "medium", slug: "ink" },
      { type: "togglePick", group: "medium", slug: "clay" },
    );
    expect(state.choices.picks.style).toEqual([{ slug: "deco", weight: 1 }]);
    expect(state.choices.picks.aspect).toEqual([{ slug: "1-1", weight: 1 }]);
    expect(state.choices.picks.medium?.map((pick) => ("slug" in pick ? pick.slug : ""))).toEqual(["oil", "ink"]);
  });

  it("takes the member's own words, ignores blank ones, and sets emphasis rounded to a tenth", () => {
    const state = run(
      { type: "addOwnWords", group: "mood", text: "  wistful " },
      { type: "addOwnWords", group: "mood", text: "   " },
      { type: "setWeight", group: "mood", index: 0, weight: 1.26 },
    );
    expect(state.choices.picks.mood).toEqual([{ text: "wistful", weight: 1.3 }]);
    expect(
      run({ type: "addOwnWords", group: "mood", text: "calm" }, { type: "removePick", group: "mood", index: 0 }).choices
        .picks.mood,
    ).toEqual([]);
  });

  it("randomises every unlocked group and leaves locked ones and the subject alone", () => {
    const state = run(
      { type: "setSubject", subject: "a fox" },
      { type: "togglePick", group: "lighting", slug: "candle" },
      { type: "toggleLock", group: "lighting" },
      { type: "randomize", options, random: first },
    );
    expect(state.choices.subject).toBe("a fox");
    expect(state.choices.picks.lighting).toEqual([{ slug: "candle", weight: 1 }]);
    expect(state.choices.picks.style).toHaveLength(1);
    expect(state.choices.picks.aspect).toHaveLength(1);
    expect(state.choices.picks.negative).toHaveLength(3);
    expect(state.choices.picks.camera).toEqual([]);
  });

  it("randomises one group on request, even a locked one", () => {
    const state = run(
      { type: "toggleLock", group: "style" },
      { type: "randomize", options, group: "style", random: first },
    );
    expect(state.choices.picks.style).toHaveLength(1);
    expect(state.choices.picks.lighting).toBeUndefined();
  });

  it("applies a preset to the unlocked groups and keeps the subject", () => {
    const state = run(
      { type: "setSubject", subject: "a lighthouse" },
      { type: "togglePick", group: "aspect", slug: "1-1" },
      { type: "toggleLock", group: "aspect" },
      {
        type: "applyPreset",
        choices: {
          picks: { style: [{ slug: "noir", weight: 1.2 }], aspect: [{ slug: "16-9", weight: 1 }] },
          midjourney: { version: "7", stylize: 300, chaos: 0, raw: false },
        },
      },
    );
    expect(state.choices.subject).toBe("a lighthouse");
    expect(state.choices.picks.style).toEqual([{ slug: "noir", weight: 1.2 }]);
    expect(state.choices.picks.aspect).toEqual([{ slug: "1-1", weight: 1 }]);
    expect(state.choices.midjourney.stylize).toBe(300);
  });

  it("keeps Midjourney's settings valid and switches the target without touching the build", () => {
    const state = run(
      { type: "setMidjourney", settings: { chaos: 40 } },
      { type: "setSyntax", syntax: "stable-diffusion" },
    );
    expect(state.choices.midjourney).toEqual({ version: "8.1", stylize: 100, chaos: 40, raw: false });
    expect(state.syntax).toBe("stable-diffusion");
    expect(() => run({ type: "setMidjourney", settings: { stylize: 5000 } })).toThrow();
  });
});
