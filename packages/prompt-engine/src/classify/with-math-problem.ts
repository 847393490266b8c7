import type { KindId } from "../kinds.ts";

/** An equation or a maths task to work through ("3x^2 - 5x - 2 = 0", "factorise", "solve for x"). */
const mathProblem =
  /[\dx)]\s*(?:\^|\*\*)\s*\d|\b\d*[a-z]\s*[+\-*/]\s*\d+\s*=|\b(?:equation|factoris\w*|factoriz\w*|solve for|simplify|derivative|differentiate|integral|integrate|quadratic|simultaneous)\b/iu;

/**
 * "how do I solve 3x^2 - 5x - 2 = 0 step by step" reads as a how-to, whose template lists tools,
 * materials and safety warnings: a maths problem is worked through and explained instead.
 */
export const withMathProblem = (kind: KindId, request: string): KindId =>
  kind === "how-to" && mathProblem.test(request) ? "explanation" : kind;
