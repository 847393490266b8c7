import type { KindId } from "../kinds.ts";

/**
 * Whether one thing can stand in for the other, or whether they are the same ("can I swap them",
 * "can I use butter instead of oil", "are they interchangeable", "is it the same thing").
 */
const asksIfInterchangeable =
  /\b(?:can|could|may) (?:i|we|you) (?:just )?(?:swap|substitute|sub|use|replace|switch|interchange)\b|\binterchangeabl\w*|\b(?:is|are) (?:it|they|these|those|that|this|the two|both) (?:the same|basically the same|really different|interchangeable)\b|\bsame thing\b/u;
/** A choice between the options: that is a comparison ("which is better", "should I get"). */
const choosesOne =
  /\b(?:which|better|best|recommend\w*|should (?:i|we) (?:get|buy|pick|choose|go)|pros and cons|compare|comparison|table)\b/u;

/**
 * A comparison that asks whether one can stand in for the other ("baking soda vs baking powder, can
 * i swap them") is a question: the answer is yes, no or only if, with why, not a criteria table.
 */
export const withSwapQuestion = (kind: KindId, request: string): KindId => {
  const lower = request.toLowerCase().replace(/[‘’]/gu, "'");
  return kind === "comparison" && asksIfInterchangeable.test(lower) && !choosesOne.test(lower) ? "question" : kind;
};
