import { coachSettingsSchema, playbookSettingsSchema, type CoachSettings } from "@promptloom/contracts/coach";
import { z } from "zod";

const numberFromText = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schema);

/** One tip per line in the form; blank lines are dropped. */
const tipsFromText = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  playbookSettingsSchema.shape.tips,
);

/** The admin form's fields as the browser gives them (numbers and tips as text), read into the contract. */
export const coachSettingsFormSchema = coachSettingsSchema.extend({
  dailyMessageLimit: numberFromText(coachSettingsSchema.shape.dailyMessageLimit),
  historyMessages: numberFromText(coachSettingsSchema.shape.historyMessages),
  playbooks: z.array(playbookSettingsSchema.extend({ tips: tipsFromText })),
});

export const toCoachSettingsForm = (settings: CoachSettings) => ({
  ...settings,
  dailyMessageLimit: String(settings.dailyMessageLimit),
  historyMessages: String(settings.historyMessages),
  playbooks: settings.playbooks.map((playbook) => ({ ...playbook, tips: playbook.tips.join("\n") })),
});
