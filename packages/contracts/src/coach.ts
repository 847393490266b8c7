import { z } from "zod";

import { requiredText } from "./required-text.ts";
import { timeZoneSchema } from "./time-zone.ts";

export const coachTones = ["encouraging", "direct", "calm", "cheerful"] as const;
export type CoachTone = (typeof coachTones)[number];
export const coachToneLabels: Record<CoachTone, string> = {
  encouraging: "Encouraging",
  direct: "Direct",
  calm: "Calm",
  cheerful: "Cheerful",
};

/** The structured answers the coach gives without a model, each built from the member's tasks. */
export const playbookIds = ["prioritise", "break-down", "weekly-review", "procrastination"] as const;
export type PlaybookId = (typeof playbookIds)[number];

export const coachLimits = {
  messageMaxLength: 2000,
  systemPromptMaxLength: 4000,
  dailyMessageLimitMax: 500,
  historyMessagesMax: 50,
  playbookTitleMaxLength: 60,
  playbookDescriptionMaxLength: 200,
  playbookIntroMaxLength: 600,
  playbookTipMaxLength: 300,
  playbookTipsMax: 8,
} as const;

export const playbookSettingsSchema = z.object({
  id: z.enum(playbookIds),
  title: requiredText("Title", coachLimits.playbookTitleMaxLength),
  /** One line under the playbook's button. */
  description: requiredText("Description", coachLimits.playbookDescriptionMaxLength),
  /** The answer's opening, before the part built from the member's tasks. */
  intro: requiredText("Introduction", coachLimits.playbookIntroMaxLength),
  /** Advice that closes the answer. */
  tips: z
    .array(requiredText("Tip", coachLimits.playbookTipMaxLength))
    .max(coachLimits.playbookTipsMax, `At most ${coachLimits.playbookTipsMax} tips`),
  isEnabled: z.boolean(),
});
export type PlaybookSettings = z.infer<typeof playbookSettingsSchema>;

export const coachSettingsSchema = z.object({
  systemPrompt: requiredText("System prompt", coachLimits.systemPromptMaxLength),
  tone: z.enum(coachTones, "Choose a tone"),
  dailyMessageLimit: z
    .number({ error: "Daily limit must be a number" })
    .int("Daily limit must be a whole number")
    .min(1, "Daily limit must be at least 1")
    .max(coachLimits.dailyMessageLimitMax, `Daily limit must be at most ${coachLimits.dailyMessageLimitMax}`),
  /** Earlier messages sent to the model with each new one. */
  historyMessages: z
    .number({ error: "History must be a number" })
    .int("History must be a whole number")
    .min(0, "History must be at least 0")
    .max(coachLimits.historyMessagesMax, `History must be at most ${coachLimits.historyMessagesMax}`),
  playbooks: z
    .array(playbookSettingsSchema)
    .refine(
      (playbooks) =>
        playbooks.length === playbookIds.length && playbookIds.every((id) => playbooks.some((item) => item.id === id)),
      "Every playbook must be listed once",
    ),
});
export type CoachSettings = z.infer<typeof coachSettingsSchema>;
export type CoachSettingsInput = z.input<typeof coachSettingsSchema>;

export const coachRoles = ["member", "coach"] as const;
export const coachEngines = ["model", "offline"] as const;
export type CoachEngine = (typeof coachEngines)[number];

export const coachMessageSchema = z.object({
  id: z.string(),
  role: z.enum(coachRoles),
  content: z.string(),
  /** Who wrote a coach answer; null on the member's own messages. */
  answeredBy: z.enum(coachEngines).nullable(),
  /** The member pressed Stop before the answer was complete. */
  isStopped: z.boolean(),
  createdAt: z.string(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

export const sendCoachMessageSchema = z.object({
  content: requiredText("Message", coachLimits.messageMaxLength),
  /** A playbook button was pressed: answer with it. */
  playbook: z.enum(playbookIds, "Unknown playbook").optional(),
  /** The task the message is about (Break this task down). */
  taskId: z.uuid("Task not found").optional(),
  timeZone: timeZoneSchema,
});
export type SendCoachMessageInput = z.input<typeof sendCoachMessageSchema>;

export const coachConsentSchema = z.object({ canSeeTasks: z.boolean({ error: "canSeeTasks must be true or false" }) });
export type CoachConsent = z.infer<typeof coachConsentSchema>;

export const coachStateQuerySchema = z.object({ timeZone: timeZoneSchema });

export const coachStateSchema = z.object({
  engine: z.enum(coachEngines),
  /** The model's name, or the offline coach's label. */
  engineLabel: z.string(),
  canSeeTasks: z.boolean(),
  /** Model answers allowed per day and used today; the offline coach has no limit. */
  dailyMessageLimit: z.number().int(),
  messagesToday: z.number().int(),
  playbooks: z.array(playbookSettingsSchema.pick({ id: true, title: true, description: true })),
  messages: z.array(coachMessageSchema),
});
export type CoachState = z.infer<typeof coachStateSchema>;

/**
 * The answer stream (Server-Sent Events), one JSON object per event: the stored question, then
 * pieces of text, then the stored answer, or an error.
 */
export const coachStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("question"), message: coachMessageSchema }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("answer"), message: coachMessageSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;

export const coachErrors = {
  dailyLimitReached: (limit: number) =>
    `You have used today's ${limit} messages with the coach. The limit resets at midnight.`,
  failed: "The coach could not answer just now. Please try again.",
} as const;
