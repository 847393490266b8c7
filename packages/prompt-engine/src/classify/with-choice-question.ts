import type { KindId } from "../kinds.ts";

/** Words that ask for a plan itself. */
const asksForPlan =
  /\b(?:plan|planner|itinerary|schedule|routine|timetable|programme|program|day[- ]by[- ]day|week[- ]by[- ]week|calendar|agenda)\b/iu;
/**
 * The member's own plan described, not one asked for: "plan is Tokyo 4 nights", "our plan so far";
 * or a plan that is a product's name ("a Plan 2 student loan", "my phone plan").
 */
const ownPlan =
  /\b(?:(?:my|our|the) )?plans? (?:is|are|was|were|so far)\b|\bplanning (?:to|on)\b|\bplan (?:\d+|[a-d])\b|\b(?:phone|data|mobile|pension|health|insurance|loan|repayment) plans?\b/giu;
/**
 * A question between options ("Lisbon or Porto?", "Or should we just rent a car?") or of whether
 * something pays ("is the rail pass still worth it?").
 */
const choiceQuestion =
  /(?:\b[\w'-]+ or|(?:^|[.?!]\s+)or) [\w'-]+(?: [\w'-]+){0,8}\s*\?|\bworth (?:it|the)\b[^.?!\n]*\?/iu;

/**
 * A request read as a plan that asks which of two options to take, or whether one is worth it,
 * and asks for no plan ("4 days in November, Lisbon or Porto? can we do both?"; "plan is Rome
 * then Naples, is a rail pass worth it?"): the answer weighs the options, it does not lay out a
 * timetable.
 */
export const withChoiceQuestion = (kind: KindId, request: string): KindId =>
  kind === "plan" && choiceQuestion.test(request) && !asksForPlan.test(request.replace(ownPlan, "")) ? "advice" : kind;
