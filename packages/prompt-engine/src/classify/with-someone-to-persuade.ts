import type { KindId } from "../kinds.ts";

/** "how do I get them to actually fix it", "how can we convince the school to…": a person to bring round. */
const getsSomeoneTo =
  /\bhow (?:do|can|could|should|would) (?:i|we) (?:get|make|convince|persuade) (?:them|him|her|my \w+|our \w+|the \w+)(?: \w+)? to\b/iu;

/**
 * Read as a how-to, getting another person to act is advice: what to say and what to do if they do
 * not, not tools, materials and numbered steps.
 */
export const withSomeoneToPersuade = (kind: KindId, request: string): KindId =>
  kind === "how-to" && getsSomeoneTo.test(request) ? "advice" : kind;
