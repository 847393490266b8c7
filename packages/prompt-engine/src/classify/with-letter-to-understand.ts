import type { KindId } from "../kinds.ts";

/** The member asks what a letter or a text they got says ("I got this from HMRC and don't understand it"). */
const asksToUnderstand =
  /\b(?:(?:don'?t|do not|dont|can'?t|cannot) (?:understand|make sense of|follow)|what (?:does|do) (?:this|it|that|they|the)\b(?:\s+[\w'-]+){0,5}?\s+(?:mean|say)|what is (?:this|it) (?:saying|asking)|what (?:it|this|that) (?:means|says)|do i (?:owe|have to pay|need to pay))\b/iu;
/** A summary asked for by name ("can you do a summary of the vet's notes, i dont understand them"). */
const namesSummary = /\b(?:summar\w+|sum (?:it |this |them |that )?up|tl;?dr)\b/iu;
/** The member also asks what to do about it: that is advice. */
const asksForNextSteps =
  /\bwhat (?:should|do|can) (?:i|we) do\b|\bhow (?:do|should) (?:i|we) (?:handle|deal|respond|reply|appeal|challenge|dispute)\b|\b(?:should i|my options)\b/iu;

/**
 * "I got this from HMRC and don't understand it. Do I owe money or not? … why did this happen?"
 * reads as advice on a decision, or as a summary, but the member asks what the letter means:
 * answered directly, with how sure the answer is, not a list of options and a choice.
 */
export const withLetterToUnderstand = (kind: KindId, request: string, material = ""): KindId =>
  (kind === "advice" && asksToUnderstand.test(request) && !asksForNextSteps.test(request)) ||
  // "my mum got this letter… explain in simple words what it means": the letter's meaning, not a
  // topic taught with an analogy and its misconceptions.
  (kind === "explanation" && material.trim() !== "" && asksToUnderstand.test(request)) ||
  // "dont understand half of it, can u explain in plain english": what it means, background and
  // all, not a summary that may add nothing to it.
  (kind === "summary" && asksToUnderstand.test(request) && !namesSummary.test(request))
    ? "question"
    : kind;

/** English named as the plain words to put a text in ("in plain English", "in simple English", "in layman's terms"). */
const plainWords =
  /\bin (?:plain|simple|normal|everyday|easy|basic) (?:english|words|terms|language)\b|\bin lay(?:man'?s|person'?s|men'?s)? terms\b/iu;
/** A language named as the one to translate into ("into Spanish", "in French please"). */
const otherLanguage =
  /\b(?:into|in|to) (?:spanish|french|german|italian|portuguese|polish|arabic|urdu|hindi|punjabi|chinese|mandarin|japanese|korean|russian|ukrainian|romanian|turkish|tagalog|swahili|welsh|irish|dutch)\b/iu;

/**
 * "What does this mean in plain English?? got this letter today": an explanation of an English text
 * in plainer words, not a translation into another language.
 */
export const withPlainWords = (kind: KindId, request: string): KindId =>
  kind === "translation" && plainWords.test(request) && !otherLanguage.test(request) ? "question" : kind;
