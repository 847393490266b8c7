import type { KindId } from "../kinds.ts";

/**
 * The member asks which questions to put to someone ("What questions should I be asking them?",
 * "what should i be asking the GP at her review").
 */
export const asksWhatToAsk =
  /\bwhat questions (?:should|do|can|could|to) (?:i |we )?(?:be )?(?:ask|asking)\b|\bquestions (?:to ask|i should ask|we should ask)\b|\bwhat (?:should|do|can|could) (?:i|we) (?:be )?(?:ask|asking) (?:the|my|our|her|his|their|them|him)\b(?! (?:ai|chatgpt|claude|gemini|bot|assistant|model)\b)/iu;

/** Readings of a practical ask as a lesson, a direct answer or steps to follow. */
const answerKinds = new Set<KindId>(["explanation", "question", "how-to"]);

/**
 * "What questions should we ask his GP before he fasts, and what are the warning signs?" reads as a
 * topic to explain, but the member wants advice for a conversation ahead: the questions to put,
 * with what a good and a worrying answer sound like, not an analogy and its misconceptions.
 */
export const withQuestionsToAsk = (kind: KindId, request: string): KindId =>
  answerKinds.has(kind) && asksWhatToAsk.test(request) ? "advice" : kind;
