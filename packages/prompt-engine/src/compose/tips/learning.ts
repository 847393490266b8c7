import { asksOutOfCuriosity } from "../neutral-lines.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for explanations, quizzes, how-tos, lessons and feedback. */
export const learningTips: ExpertTip[] = [
  {
    kinds: ["explanation"],
    about: "child kid year old simple eli5 young",
    text: "Use words a child knows, short sentences and an example from their daily life; check understanding with a question at the end.",
    // An explanation for a child, not for an adult of a given age.
    unless: [
      "mum",
      "mom",
      "dad",
      "grandma",
      "grandpa",
      "grandmother",
      "grandfather",
      "nan",
      "parents",
      "elderly",
      "adult",
      "adults",
      "boss",
      "client",
      "clients",
      "colleague",
      "manager",
    ],
  },
  {
    kinds: ["explanation", "quiz"],
    about: "chemistry reaction mechanism physics math equation",
    text: "Work through one example step by step, showing each intermediate result.",
    // Cards to learn from hold one fact each, not a worked example.
    unless: ["flashcard", "flashcards", "flash cards", "flash card", "anki", "quizlet"],
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
    // A whole lesson's shape, not the one part (a starter, an exit ticket) the member asks for.
    unless: [
      "minute starter",
      "min starter",
      "starter activity",
      "starter for",
      "warm-up activity",
      "warm up activity",
      "warm-up for",
      "plenary activity",
      "plenary for",
      "exit ticket questions",
      "exit ticket for",
      "exit tickets for",
    ],
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
    kinds: ["question"],
    about: "safe eat health medicine symptom",
    text: "Say when to see a doctor or call emergency services, and what the evidence says in plain terms.",
    // Food kept too long is the leftovers tip's: no emergency services for rice left out.
    unless: ["left out", "leftover", "leftovers", "expired", "out of date", "best before", "use by", "yes or no"],
    unlessPattern: asksOutOfCuriosity,
  },
  {
    kinds: ["explanation"],
    about: "pvalue p-value significance hypothesis null",
    text: "Explain a p-value as the chance of data this extreme if the null hypothesis were true — not the chance the hypothesis is true — and report effect size alongside it.",
  },
  {
    kinds: ["explanation"],
    about: "eli5 simply science kid youngster",
    text: "Use one analogy from the child's daily life, one idea per sentence, and end with something they can observe or try at home to check the idea.",
  },
  {
    kinds: ["explanation"],
    about: "llm ai neural model chatgpt",
    text: "Explain training versus use, and that language models predict likely text rather than look facts up, which is why they can state wrong things confidently.",
  },
  {
    kinds: ["explanation"],
    about: "inflation central bank cpi deflation",
    text: "Use a concrete shopping-basket example, explain why central banks raise rates to cool it, and distinguish prices falling from inflation merely slowing.",
  },
  {
    kinds: ["explanation"],
    about: "vaccine immune antibody immunity",
    text: "Explain immune memory (B and T cells) with an analogy like a wanted poster, and clarify that vaccines train the body's response rather than attacking the germ directly.",
  },
  {
    kinds: ["explanation"],
    about: "correlation causation confounding confounder causal",
    text: "Give a confounder example (ice-cream sales and drownings both rise in hot weather) and explain what a randomised experiment adds.",
  },
  {
    kinds: ["explanation"],
    about: "tax bracket marginal effective",
    text: "Show with a worked example that marginal rates apply only to income inside each bracket, so a higher bracket doesn't tax all income at that rate; note rules vary by country.",
  },
  {
    kinds: ["quiz"],
    about: "exam test practice revision prep",
    text: "Mix recall, application and common-trap questions at exam difficulty, and after each answer explain why the wrong options are wrong.",
  },
  {
    kinds: ["quiz"],
    about: "quiz interactive score quizzing drill",
    text: "Ask one question at a time, wait for the answer, give feedback and a running score, and don't reveal upcoming questions or answers.",
    unless: ["all at once", "answer key", "printable", "worksheet", "with answers"],
  },
  {
    kinds: ["quiz"],
    about: "flashcard anki memorize spaced repetition",
    text: "Make each card test one atomic fact phrased as a question, and add reversed cards only where recalling both directions matters.",
    // "front: kanji, back: meaning + reading + example", "question on one side answer on other": the
    // member has set what each side holds.
    unless: ["front", "back", "one side", "other side", "each side"],
  },
  {
    kinds: ["quiz"],
    about: "vocabulary vocab language learning",
    text: "Test in both directions (target→native and native→target), use each word in a sentence, and re-ask missed words later in the session.",
  },
  {
    kinds: ["quiz"],
    about: "driving theory permit license dmv",
    text: "Ask for the country or state, since rules and signs differ, and base questions on that jurisdiction's official driver handbook.",
  },
  {
    kinds: ["quiz"],
    about: "trivia pub quiz round tiebreaker",
    text: "Mix difficulty within each round, avoid questions whose answers are disputed or change over time (records, 'largest'), and prepare a numeric tie-breaker.",
    // The member who sets the difficulty has chosen it.
    unless: ["easy", "medium", "hard", "difficulty", "difficult", "tricky", "challenging", "beginner", "expert"],
  },
  {
    kinds: ["lesson-material"],
    about: "lesson objective hook exit ticket",
    text: "Include a measurable objective, a 5-minute hook, guided then independent practice, differentiation for strugglers and advanced students, and an exit ticket that checks the objective.",
    unless: [
      "minute starter",
      "min starter",
      "starter activity",
      "starter for",
      "warm-up activity",
      "warm up activity",
      "warm-up for",
      "plenary activity",
      "plenary for",
      "exit ticket questions",
      "exit ticket for",
      "exit tickets for",
    ],
  },
  {
    kinds: ["lesson-material"],
    about: "rubric criteria scoring descriptor",
    text: "Write observable descriptors for each level rather than 'good/excellent', make points add up to the stated total, and align each criterion to the task.",
  },
  {
    kinds: ["lesson-material"],
    about: "worksheet printable exercise answerkey",
    text: "Order items from easier to harder, put the answer key on a separate page, and leave enough writing space for the age group.",
  },
  {
    kinds: ["lesson-material"],
    about: "esl ell efl learner",
    text: "Pre-teach key vocabulary with visuals, provide sentence frames, and pitch the language to the learners' CEFR level.",
  },
  {
    kinds: ["lesson-material"],
    about: "comprehension reading passage inference literal",
    text: "Mix literal, inferential and evaluative questions, and reference line or paragraph numbers in the questions.",
  },
  {
    kinds: ["feedback"],
    about: "essay draft critique thesis",
    text: "Prioritise the top two or three issues (thesis, structure, evidence) over line edits, quote the passages concerned, and explain how to fix them instead of rewriting.",
  },
  {
    kinds: ["feedback"],
    about: "code review pull request readability",
    text: "Order findings by severity (bugs and security first, then correctness, then style), reference specific lines, and show the suggested fix.",
  },
  {
    kinds: ["feedback"],
    about: "design ui mockup layout",
    text: "Tie each point to a goal (hierarchy, contrast, accessibility such as WCAG's 4.5:1 text contrast) rather than taste, and say what works too.",
  },
  {
    kinds: ["feedback"],
    about: "hotel stay restaurant dining",
    text: "Include dates, specifics (room, dish, staff interaction) and who the place suits, and keep claims factual.",
  },
  {
    kinds: ["feedback"],
    about: "manuscript chapter critique fiction",
    text: "Comment on the big picture (stakes, pacing, character motivation) before prose, note where interest dropped or confusion arose, and respect the writer's voice.",
  },
];
