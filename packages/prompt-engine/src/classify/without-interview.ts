import type { KindId } from "../kinds.ts";

/** A meeting the member has ahead ("my meeting with the bank", "the appointment with the adviser"). */
const meeting = /\b(?:meetings?|appointments?|consultations?|hearings?|sit-?down)\b/iu;

/**
 * What makes a meeting an interview: a job, a place or a role to win, a panel that examines ("my
 * viva", "the audition", "the oral board"), or interview questions named ("greatest weakness").
 */
const interviewContext =
  /\b(?:interview\w*|jobs?|roles?|positions?|vacanc(?:y|ies)|hiring|hire|recruit\w*|employers?|candidates?|internships?|apprenticeships?|scholarships?|fellowships?|residency|admissions?|panel|board|auditions?|viva|mmi|promotion|cv|resume|résumé|career|star|weakness(?:es)?|salary)\b/iu;

/**
 * "Help me prep for my meeting with the bank about a loan: what will they ask, what should I bring"
 * reads as interview preparation, whose lines speak of a role, STAR answers and questions for the
 * interviewer. A meeting that is no interview (a loan, a landlord, a school) is left to no kind in
 * particular, whose prompt keeps every ask as the member made it.
 */
export const withoutInterview = (kind: KindId, request: string, material: string): KindId => {
  const text = `${request}\n${material}`;
  return kind === "interview-prep" && meeting.test(text) && !interviewContext.test(text) ? "neutral" : kind;
};
