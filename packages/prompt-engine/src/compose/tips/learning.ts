import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for explanations, quizzes, how-tos, lessons, feedback and questions. */
export const learningTips: ExpertTip[] = [
  {
    kinds: ["explanation"],
    about: "child kid year old simple eli5 young",
    text: "Use words a child knows, short sentences and an example from their daily life; check understanding with a question at the end.",
  },
  {
    kinds: ["explanation", "quiz"],
    about: "chemistry reaction mechanism physics math equation",
    text: "Work through one example step by step, showing each intermediate result.",
  },
  {
    kinds: ["explanation"],
    about: "vaccine immune virus body health disease",
    text: "Stick to the scientific consensus, and say clearly what is known versus still being studied.",
  },
  {
    kinds: ["quiz"],
    about: "flashcards exam test revision study",
    text: "Space the questions so the hardest topics come back more than once.",
  },
  {
    kinds: ["how-to"],
    about: "unclog sink drain leak plumbing repair fix home",
    text: "Start with the least invasive fix, and say which chemicals must never be mixed.",
  },
  {
    kinds: ["how-to"],
    about: "install setup configure computer software phone",
    text: "Give the exact menu names and button labels for the version named, and how to undo each change.",
  },
  {
    kinds: ["how-to", "plan"],
    about: "garden plant grow vegetables soil",
    text: "Account for the climate zone and season, and give spacing, watering and sunlight needs.",
  },
  {
    kinds: ["lesson-material"],
    about: "worksheet exercises practice students",
    text: "Order the exercises from easier to harder, and leave enough space or lines for answers.",
  },
  {
    kinds: ["lesson-material"],
    about: "lesson plan class activity minutes",
    text: "Give a warm-up, the main activity and a closing check, each with its minutes.",
  },
  {
    kinds: ["feedback"],
    about: "essay writing draft paper",
    text: "Judge the argument and structure before the sentences; point out where evidence is missing.",
  },
  {
    kinds: ["feedback"],
    about: "code review pull request",
    text: "Separate bugs and security issues from style, and suggest the corrected code for each.",
  },
  {
    kinds: ["feedback"],
    about: "review hotel restaurant product stayed experience",
    text: "Write it as a fair review: what was good, what was not, specific details, and who it would suit.",
  },
  {
    kinds: ["question"],
    about: "safe eat health medicine symptom",
    text: "Say when to see a doctor or call emergency services, and what the evidence says in plain terms.",
  },
];
