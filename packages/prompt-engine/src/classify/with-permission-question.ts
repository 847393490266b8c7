import type { KindId } from "../kinds.ts";

/**
 * A question of what the member may or must do ("Can I claim my mom as a dependent if…", "Do I have
 * to report it?", "Am I allowed to…", "Is it legal to…"): the opening asks it, not "can I get…".
 */
const asksWhatIsAllowed =
  /^(?:(?:so|ok|okay|quick question|question)[,:]?\s+)?(?:can|could|may) (?:i|we|my \w+|our \w+) (?!get\b|have\b|ask\b|talk\b|vent\b|tell\b|run\b|bounce\b|share\b)|^(?:(?:so|ok|okay|quick question|question)[,:]?\s+)?(?:am i|are we) (?:allowed|entitled|eligible|required|obliged)\b|^(?:(?:so|ok|okay|quick question|question)[,:]?\s+)?(?:do|does) (?:i|we|my \w+) (?:have to|need to|qualify)\b|^(?:(?:so|ok|okay|quick question|question)[,:]?\s+)?is it (?:legal|allowed|ok|okay|safe) (?:to|for)\b/u;
/** "is it true that…", "is it right that…": whether a rule or a claim holds. */
const isItTrue =
  /^(?:(?:um+|so|ok|okay|quick question|question)[,:]?\s+)*is (?:it|this) (?:true|right|correct|a rule) (?:that|about)\b/u;
/**
 * What a rule makes of a case ("if my flag falls but he only has a king left is that a draw or do i
 * lose?", "does a let serve count as a fault?", "what happens if the ball hits the line?"): a ruling
 * with its reason, not options to weigh.
 */
const asksWhatRuleDecides =
  /\bis (?:that|it|this) (?:a |an )?[\w'-]+(?: [\w'-]+)? or (?:do|does|is|are|will|would|did|can) [\w'-]+|\b(?:does|would|do) (?:that|it|this|they) (?:still )?count(?:s)? as\b|\bwhat happens (?:if|when)\b/u;
/** The member also asks what to do about it: that is advice. */
const asksForAdvice =
  /\bwhat (?:should|do|can) (?:i|we) do\b|\bhow (?:do|should) (?:i|we) (?:handle|deal|approach)\b|\badvice\b|\bhelp me\b/u;

/**
 * A closing question whether the member must do one thing or can do another ("…Do I need to take
 * it to Toyota or is there a reset?", "can i just bleach it or do i need to get the landlord
 * involved"): a yes or no with its reason, not steps to follow.
 */
const asksWhetherNeeded =
  /^(?:(?:do|does) (?:i|we|my \w+) (?:have to|need to)\b[^?]* or [^?]*\?|(?:can|could|should) (?:i|we) just\b[^?]* or (?:do|does|should|must) (?:i|we)\b[^?]*\??)$/u;

/**
 * Read as advice, a question of what the member may or must do, first or after their case, is
 * answered: yes, no or it depends, and why, not a first step to take this week and words for a
 * conversation.
 */
export const withPermissionQuestion = (kind: KindId, request: string): KindId => {
  const lower = request.toLowerCase().replace(/[‘’]/gu, "'").trim();
  const lastSentence = lower.split(/(?<=[.!?])\s+/u).at(-1) ?? "";
  if (kind === "how-to" && asksWhetherNeeded.test(lastSentence) && !asksForAdvice.test(lower)) return "question";
  // "i was refused a Schengen visa in 2017… do i have to say yes?": the question may follow the case.
  const questions = lower.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.endsWith("?"));
  const asksIt = asksWhatIsAllowed.test(lower) || questions.some((question) => asksWhatIsAllowed.test(question));
  // "is it true that basket tosses are banned for under 12s?": a fact to check, not options to weigh.
  if (kind === "advice" && isItTrue.test(lower) && !asksForAdvice.test(lower)) return "question";
  // Asked with a question mark, or last, where people often leave it off.
  const asksRuling = [...questions, lastSentence].some((question) => asksWhatRuleDecides.test(question));
  if (kind === "advice" && asksRuling && !asksForAdvice.test(lower) && !/\bshould (?:i|we)\b/u.test(lower))
    return "question";
  return kind === "advice" && asksIt && !asksForAdvice.test(lower) ? "question" : kind;
};
