import type { KindId } from "../kinds.ts";
import { withoutQuotations } from "../text/without-quotations.ts";

/** Kinds whose deliverable is an answer already: a question in the request is the task itself. */
const answeringKinds = new Set<KindId>(["question", "advice", "explanation", "comparison", "how-to", "neutral"]);

/**
 * A sentence the member asks for themselves: "can I…", "should we…", "is that…" — said on its
 * own, after the task ("write an email to my landlord… also can I mention withholding rent or is
 * that not legal in ohio"). "How do I…" and "what…" are left out: after a line of context they
 * are usually the task itself ("I have a csv with… how do I get totals per month in pandas?").
 */
const asksForThemselves =
  /^(?:(?:also|and|but|btw|plus|oh and|ps|p\.s\.|oh|so)\s*,?\s+)?(?:(?:can|could|should|do|would|will|may|must|am) (?:i|we)|(?:is|are|was|would|will) (?:it|that|this|there|they))\b/iu;
/** A sentence that asks for the deliverable, or for part of it, is not a question of the member's own. */
const asksForWriting =
  /\b(?:write|draft|make|create|rewrite|reply|send|generate|give|compose|put|add|include|list|turn|translate|summari[sz]e|fix|help|say|word|phrase)\b/iu;

/** The sentences of the member's own words, cut at sentence ends and line breaks. */
const sentencesOf = (request: string) =>
  request
    .split(/(?<=[.?!])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");

/**
 * The member's own questions beside the task of a deliverable kind, quoted as typed, so the
 * answer takes them up instead of burying them under the deliverable (a question about the law in
 * a request for a letter). The first sentence is the task, never a side question.
 */
export const sideQuestions = (kind: KindId, request: string): string[] =>
  answeringKinds.has(kind)
    ? []
    : sentencesOf(withoutQuotations(request))
        .slice(1)
        .filter((sentence) => asksForThemselves.test(sentence) && !asksForWriting.test(sentence))
        .map((sentence) => sentence.replace(/[\s,;:]+$/u, ""));

/** The line that asks for the side questions to be answered first, each quoted as the member typed it. */
export const sideQuestionLine = (questions: string[]): string | undefined =>
  questions.length === 0
    ? undefined
    : questions.length === 1
      ? `Answer my question first, in a line or two: “${questions[0]}”`
      : `Answer my questions first, in a line or two each: ${questions.map((question) => `“${question}”`).join(" ")}`;
