import { auxiliaries, pronouns } from "./function-words.ts";
import type { Clause } from "./split-clauses.ts";
import { capitalizeFirst } from "./word-pattern.ts";

export type ArrangedRequest = {
  /** The clause that asks, as written. */
  ask: string;
  /** Short verbless details that complete it: "vegetarian", "for 2 people", "under $80". */
  attributes: string[];
  /** Conditions the person set, as sentences: "Keep it under 150 characters." */
  constraints: string[];
  /** Background, one sentence each: "I run a small bakery in Leeds." */
  context: string[];
};

const constraintStart =
  /^(?:(?:make|keep)\s+(?:it|sure|the|them|this|each|every|all|one|your|my|our|to)|include|mention|add|use|avoid|don't|do not|never|end|start|sign|focus|highlight|thank|offer|ask|say|tell|be|put|list|cover|show|give|write it|no more than|at least|less than|only|please|must|should|it (?:should|must|needs to|has to|shouldn't|can't)|nothing)(?![\p{L}'’])/iu;
const maxFragmentWords = 8;
/** "what could it be", "why", "any ideas?", "help": a clause that only asks what the prompt's task already asks. */
export const onlyAsksForHelp =
  /^(?:so\s+|and\s+)?(?:what\s+(?:could|might|would|can)\s+(?:it|that|this)\s+be|what(?:'s|’s|\s+is)\s+(?:wrong|going\s+on|happening|causing\s+(?:it|this|that))|why(?:\s+is\s+that)?|any\s+(?:ideas|advice|tips|thoughts|suggestions)|what\s+(?:can|should|do)\s+(?:i|we)\s+do(?:\s+about\s+(?:it|this|that))?|how\s+(?:do|should|can|would)\s+(?:i|we)\s+(?:handle|deal\s+with|approach|respond\s+to|react\s+to)\s+(?:it|this|that)|(?:(?:can|could|will|would)\s+(?:you|u)\s+)?(?:please\s+)?help(?:\s+me)?(?:\s+please)?|thoughts|ideas)\s*[?.!]*$/iu;

const isFragment = (clause: Clause) =>
  clause.tokens.length <= maxFragmentWords &&
  !clause.tokens.some((token) => pronouns.has(token.word) || auxiliaries.has(token.word));

const asSentence = (text: string) => {
  const trimmed = text.trim().replace(/[,;:]+$/u, "");
  return capitalizeFirst(/[.!?…"')]$/u.test(trimmed) ? trimmed : `${trimmed}.`);
};

/**
 * Sorts a request's clauses around the one that asks: the short details right after it complete
 * it, instructions become conditions, everything else is background (clauses of one sentence kept
 * together).
 */
export const arrangeRequest = (
  clauses: Clause[],
  askIndex: number | undefined,
  /** Clauses that only give a tone ("firm but polite") go to the tone, not the details. */
  isToneOnly: (text: string) => boolean = () => false,
): ArrangedRequest => {
  const at = askIndex ?? 0;
  // "I want to start running but I get bored": a wish and what stands in its way are asked about together.
  const contrasts = (clause: Clause | undefined, before: Clause | undefined) =>
    clause?.joinedBy === "but" &&
    clause.sentence === before?.sentence &&
    !constraintStart.test(clause.text) &&
    !isToneOnly(clause.text);
  const first = contrasts(clauses[at], clauses[at - 1]) ? at - 1 : at;
  const last = contrasts(clauses[at + 1], clauses[at]) ? at + 1 : at;
  const ask = clauses
    .slice(first, last + 1)
    .map((clause) => clause.text)
    .join(", but ");
  const arranged: ArrangedRequest = { ask, attributes: [], constraints: [], context: [] };
  // "mysql: delete duplicate rows…": a one-word label asks for what the next clause says.
  const labelled = clauses[at]?.tokens.length === 1 && clauses[at + 1]?.sentence === clauses[at]?.sentence;
  if (labelled) arranged.ask = `${arranged.ask}: ${clauses[at + 1]!.text}`;
  let contextSentence: { sentence: number; parts: string[] } | undefined;
  const flushContext = () => {
    if (contextSentence) arranged.context.push(asSentence(contextSentence.parts.join(", ")));
    contextSentence = undefined;
  };
  let isCompletingAsk = true;
  clauses.forEach((clause, index) => {
    if ((index >= first && index <= last) || (labelled && index === at + 1) || isToneOnly(clause.text)) return;
    if (onlyAsksForHelp.test(clause.text.trim())) return;
    const follows = index > at && isCompletingAsk;
    if (constraintStart.test(clause.text)) {
      flushContext();
      arranged.constraints.push(asSentence(clause.text));
      return;
    }
    if (follows && clause.sentence === clauses[at]?.sentence && isFragment(clause)) {
      arranged.attributes.push(clause.text.replace(/[.!?]+$/u, ""));
      return;
    }
    if (index > at) isCompletingAsk = false;
    if (contextSentence && contextSentence.sentence !== clause.sentence) flushContext();
    contextSentence ??= { sentence: clause.sentence, parts: [] };
    contextSentence.parts.push(clause.text.replace(/[.!?]+$/u, ""));
  });
  flushContext();
  return arranged;
};
