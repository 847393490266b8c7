import type { KindId } from "../kinds.ts";

/** Words that ask for a plan itself. */
const asksForPlan =
  /\b(?:plan|planner|itinerary|schedule|routine|timetable|programme|program|day[- ]by[- ]day|week[- ]by[- ]week|calendar|agenda)\b/iu;
/** A question between options: "Lisbon or Porto?", "should we do both?". */
const choiceQuestion = /\b[\w'-]+ or [\w'-]+(?: [\w'-]+){0,3}\s*\?/u;

/**
 * A request read as a plan that asks which of two options to take and asks for no plan ("4 days
 * in November, Lisbon or Porto? can we do both?"): the answer weighs the options, it does not lay
 * out a timetable.
 */
export const withChoiceQuestion = (kind: KindId, request: string): KindId =>
  kind === "plan" && choiceQuestion.test(request) && !asksForPlan.test(request) ? "advice" : kind;
