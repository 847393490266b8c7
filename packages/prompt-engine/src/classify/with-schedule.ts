import type { KindId } from "../kinds.ts";

/** A schedule asked for ("need a schedule for each day", "make us a timetable"), not one mentioned. */
const asksForSchedule =
  /\b(?:need|want|make|give|create|draft|put together|plan|write|build|do)\b[^.?!]{0,30}\b(?:schedule|timetable|itinerary|agenda|programme|run ?sheet|rota|day[- ]by[- ]day)\b/u;

/**
 * A schedule with a few ideas asked alongside ("a schedule for each day of the camp… also give me 5
 * game ideas") is a plan that holds the ideas, not a brainstorm: the schedule is the main deliverable.
 */
export const withSchedule = (kind: KindId, request: string): KindId =>
  kind === "brainstorm" && asksForSchedule.test(request.toLowerCase()) ? "plan" : kind;
