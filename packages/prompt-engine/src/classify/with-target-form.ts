import type { KindId } from "../kinds.ts";

/**
 * "turn this into a proper CV", "make these notes into a speech", "convert it to an email", "i need it
 * as a proper english letter": the form named.
 */
const intoForm =
  /\b(?:(?:turn|make|convert|change|transform|rework|shape|build|write)\s+(?:this|these|that|those|it|them|my (?:notes|points|bullets|list|draft|text))\s+(?:up\s+)?(?:in)?to|(?:need|want|have|get)\s+(?:this|it|that|them)\s+as)\s+(?:a\s+|an\s+|my\s+|some\s+)?(?:proper\s+|real\s+|professional\s+|decent\s+|short\s+|nice\s+|formal\s+|official\s+|english\s+|one[- ]page\s+)*([\w'é-]+(?:\s+[\w'-]+)?)/iu;

const kindOfForm: [RegExp, KindId][] = [
  [/^(?:cv|resume|résumé)\b/u, "resume"],
  [/^cover(?:ing)? letter\b/u, "cover-letter"],
  [/^(?:e-?mail|letter)\b/u, "email"],
  [/^(?:text|message|whatsapp|dm)\b/u, "message"],
  [/^(?:social|instagram|linkedin|facebook|post|caption|tweet|thread)\b/u, "social-post"],
  [/^(?:speech|toast|eulogy)\b/u, "speech"],
  [/^(?:presentation|slides?|deck|slide deck|powerpoint)\b/u, "presentation"],
  [/^(?:blog|article)\b/u, "article"],
  [/^(?:poem|story|song)\b/u, "creative-writing"],
  [/^(?:quiz|flashcards?)\b/u, "quiz"],
  [/^(?:lesson|worksheet)\b/u, "lesson-material"],
  // "turn my notes into proper minutes": the record of a meeting, summarised from the notes.
  [/^minutes\b/u, "summary"],
];

/** Readings of a text given to work on: reworking it, or no kind sure enough. */
const reworkReadings = new Set<KindId>(["rewrite", "feedback", "neutral"]);

/**
 * Notes or a draft the member asks to be turned into another form ("Can you turn this into a proper
 * CV?") are the material of that form, not a text to edit for tone: the form's kind.
 */
export const withTargetForm = (kind: KindId, request: string): KindId => {
  const form = intoForm.exec(request)?.[1]?.toLowerCase();
  const formKind = form === undefined ? undefined : kindOfForm.find(([pattern]) => pattern.test(form))?.[1];
  // "turn these into proper minutes for our chama", read as a message to send: the minutes are the piece.
  if ((kind === "email" || kind === "message") && formKind === "summary") return formKind;
  if (!reworkReadings.has(kind)) return kind;
  return formKind ?? kind;
};

/** A lesson plan asked for ("give me a 45 min lesson plan on forks", "need a lesson plan for year 9"). */
const asksForLessonPlan =
  /\b(?:give me|need|want|write|make|draft|plan|put together|create|do)\s+(?:me\s+|us\s+)?(?:an?|the|some)\s+(?:[\w'-]+\s+){0,3}?lesson plans?\b/iu;

/** A lesson plan the classifier is not sure of is teaching material, not a plan of days. */
export const withLessonPlan = (kind: KindId, request: string): KindId =>
  kind === "neutral" && asksForLessonPlan.test(request) ? "lesson-material" : kind;
