import { wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

// "my biology exam", "the GRE", "finals", "a certification": there is a test to study for.
const forATest = wordPattern(
  "exams?|tests?|finals?|midterms?|quiz(?:zes)?|certifications?|certificates?|gcses?|a[\\s-]?levels?|sat|act|gre|gmat|lsat|mcat|ielts|toefl|bar|boards|revision|revise|modules?|course(?:work)?|syllabus|semester|assessment|essays?|thesis",
  "iu",
);
// "learn to swim", "surf", "ride a bike": a skill of the body, practised safely.
const physical = wordPattern(
  "swim(?:ming)?|freestyle|breaststroke|run(?:ning)?|surf(?:ing)?|skat(?:e|ing)|ski(?:ing)?|snowboard(?:ing)?|climb(?:ing)?|ride|riding|cycling|dance|dancing|yoga|box(?:ing)?|martial arts|tennis|golf|football|basketball|juggl(?:e|ing)|handstand|splits",
  "iu",
);

/**
 * "A 4 week plan to learn to swim", "6 weeks to learn guitar": a skill learned by practice, with no
 * exam, needs sessions that build it step by step — not practice tests and spaced revision of topics.
 */
export const forSkillPractice = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if (kind !== "study-plan" || forATest.test(request)) return profile;
  return {
    ...profile,
    role: "a coach who builds realistic practice plans for learning a new skill",
    requirements: [
      "Work towards the goal or date I gave and fit the sessions to how often and how long I can practise.",
      "Build the skill in small steps from my starting level, each session with one clear focus.",
      `Mix learning something new, deliberate practice and review, with rest days${physical.test(request) ? "; start each session with a warm-up and say what to do safely" : ""}.`,
      "Give a simple check at the end of each week that shows I am ready to move on, and what to do if I am not.",
    ],
    essentials: "my starting level, the goal, how often and how long I can practise, and the equipment I have",
    output: "A week-by-week table (session, focus, drills or exercises, time), then tips to practise well.",
  };
};
