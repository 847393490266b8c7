import { coachSettingsSchema, playbookSettingsSchema, type CoachSettings } from "@promptloom/contracts/coach";
import { z } from "zod";

import { listFromLines } from "../../lib/list-from-lines.ts";

const numberFromText = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schema);

/** One tip per line in the form. */
const tipsFromText = listFromLines(playbookSettingsSchema.shape.tips);

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
