import { z } from "zod";

import { limits } from "./limits.ts";

/** The AI families a refined prompt can be written for; each gets the layout it follows best. */
export const targetModels = ["chatgpt", "claude", "gemini", "open"] as const;
export type TargetModel = (typeof targetModels)[number];
export const targetModelLabels: Record<TargetModel, string> = {
  chatgpt: "ChatGPT",
  claude: "Claude",
  gemini: "Gemini",
  open: "Open models",
};

export const toneChoices = [
  ...["auto", "professional", "friendly", "formal", "casual", "persuasive", "playful", "empathetic"],
  ...["confident", "neutral"],
] as const;
export const outputFormats = ["auto", "text", "bullets", "table", "json"] as const;
export const answerLengths = ["auto", "short", "medium", "long"] as const;

/** One-click refinements; any other wording is accepted as free text. */
export const refinementPresets = [
  { id: "shorter", label: "Shorter", text: "Make the prompt shorter." },
  { id: "more-formal", label: "More formal", text: "Make the tone more formal." },
  { id: "add-examples", label: "Add examples", text: "Ask for concrete examples." },
  { id: "ask-first", label: "Ask me clarifying questions first", text: "Ask me clarifying questions first." },
] as const;

export const REFINEMENT_MAX_LENGTH = 500;
export const MAX_REFINEMENTS = 20;
export const ANSWER_MAX_LENGTH = 300;
export const MAX_ANSWERS = 8;

/**
 * A missing essential the engine asks about instead of guessing (audience, length, the pasted
 * material, constraints…): shown as chips plus free text, answered in the member's own words.
 */
export const engineQuestionSchema = z.object({
  /** Stable within a kind ("audience", "length", "material"), so an answer can be matched to it. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The question as a member reads it ("Who will read it?"). */
  label: z.string(),
  /** Quick answers; the member may also type their own. */
  choices: z.array(z.string()).max(6),
  /** A hint for the free-text answer ("e.g. my team of five engineers"). */
  placeholder: z.string(),
});
export type EngineQuestion = z.infer<typeof engineQuestionSchema>;

/** A member's answer to one of the engine's questions. */
export const questionAnswerSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "Invalid question id")
    .max(40),
  answer: z
    .string()
    .trim()
    .min(1, "An answer cannot be empty")
    .max(ANSWER_MAX_LENGTH, `An answer must be at most ${ANSWER_MAX_LENGTH} characters`),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** How the refined prompt should be shaped; every field optional, "auto" leaves it to the request. */
export const refineOptionsSchema = z.object({
  target: z.enum(targetModels).default("chatgpt"),
  tone: z.enum(toneChoices).default("auto"),
  format: z.enum(outputFormats).default("auto"),
  length: z.enum(answerLengths).default("auto"),
  /** The answer's language, e.g. "Spanish"; empty means the request's own. */
  language: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\p{L} ()-]*$/u, "language must be a language name")
    .default(""),
  /** Refinements asked so far, oldest first. */
  refinements: z
    .array(z.string().trim().min(1, "a refinement cannot be empty").max(REFINEMENT_MAX_LENGTH))
    .max(MAX_REFINEMENTS)
    .default([]),
  /** Answers to the engine's questions so far; a later answer to the same id replaces an earlier one. */
  answers: z.array(questionAnswerSchema).max(MAX_ANSWERS).default([]),
});
export type RefineOptions = z.output<typeof refineOptionsSchema>;
export type RefineOptionsInput = z.input<typeof refineOptionsSchema>;

export const roughRequestSchema = z
  .string()
  .trim()
  .min(1, "request is required")
  .max(limits.defaultTextMaxLength, `request must be at most ${limits.defaultTextMaxLength} characters`);

/** What the engine produced, and how. */
export const refinedPromptSchema = z.object({
  prompt: z.string(),
  /** The deliverable found ("cover-letter"), or "neutral" when it was not clear. */
  kind: z.string(),
  /** Facts from the request that the prompt keeps, as written. */
  facts: z.array(z.string()),
  /** Facts from the request the prompt does not contain (only a model can drop one). */
  missedFacts: z.array(z.string()),
  /** "Built-in composer" or the model's name. */
  engine: z.string(),
  /** How sure the engine is of `kind`, 0–1; below its threshold the kind is "neutral". */
  confidence: z.number().min(0).max(1).default(0),
  /** Missing essentials worth asking about (none once answered, or when nothing is missing). */
  questions: z.array(engineQuestionSchema).default([]),
});
export type RefinedPrompt = z.infer<typeof refinedPromptSchema>;

export const BUILT_IN_ENGINE_LABEL = "Built-in composer";
