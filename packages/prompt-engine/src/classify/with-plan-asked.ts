import type { KindId } from "../kinds.ts";

/**
 * A plan to make asked for ("can you make a simple 7 day meal plan", "put together a revision
 * timetable for me"): a plan of days, meals or sessions, not a business or a lesson plan, which are
 * documents of their own, nor a chess player's "one solid plan".
 */
const asksForPlan =
  /\b(?:make|create|write|draw up|put together|give me|come up with|design|build|plan out|sort out)\s+(?:me\s+|him\s+|her\s+|us\s+|them\s+)?(?:a|an|my|our|his|her|the)?\s*(?:[\w'-]+\s+){0,3}?(?:(?:meal|diet|dinner|food|workout|training|exercise|fitness|revision|study|savings?|budget|cleaning|chore|daily|weekly|monthly|day|week|month|\d+[- ]?(?:day|week|month))\s+plan|schedule|itinerary|timetable|routine|rota|system (?:for|to))\b/iu;

/** Readings of such a request as a topic to explain, a question to answer, or a situation to advise on. */
const answerKinds = new Set<KindId>(["explanation", "question", "advice", "neutral"]);

/**
 * "My dad was just diagnosed with type 2 diabetes… can you make a simple 7 day meal plan he'd
 * actually eat? also a shopping list" reads as the condition to explain; the member asks for the
 * plan, laid out day by day. "I work rotating 12hr shifts… help me make a system for meal prep,
 * sleep and seeing my kids" is a plan too, not advice's first step.
 */
export const withPlanAsked = (kind: KindId, request: string): KindId =>
  answerKinds.has(kind) && asksForPlan.test(request) ? "plan" : kind;
