import { describe, expect, it } from "vitest";

import { coachSettingsFormSchema, toCoachSettingsForm } from "./coach-settings-form-schema.ts";

const settings = {
  systemPrompt: "You coach.",
  tone: "calm" as const,
  dailyMessageLimit: 20,
  historyMessages: 6,
  playbooks: (["prioritise", "break-down", "weekly-review", "procrastination"] as const).map((id) => ({
    id,
    title: id,
    description: "d",
    intro: "i",
    tips: ["one", "two"],
    isEnabled: true,
  })),
};

describe("the coach settings form", () => {
  it("reads its text fields back into the settings it was filled from", () => {
    expect(coachSettingsFormSchema.parse(toCoachSettingsForm(settings))).toEqual(settings);
  });

  it("takes one tip per line and drops blank lines", () => {
    const form = toCoachSettingsForm(settings);
    const [first, ...rest] = form.playbooks;
    const parsed = coachSettingsFormSchema.parse({ ...form, playbooks: [{ ...first, tips: "a\n\n  b  \n" }, ...rest] });
    expect(parsed.playbooks[0]?.tips).toEqual(["a", "b"]);
  });

  it("says what is wrong with a limit that is not a whole number", () => {
    const result = coachSettingsFormSchema.safeParse({ ...toCoachSettingsForm(settings), dailyMessageLimit: "2.5" });
    expect(result.error?.issues[0]?.message).toBe("Daily limit must be a whole number");
  });
});
