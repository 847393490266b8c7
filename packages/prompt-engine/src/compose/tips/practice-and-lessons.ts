import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for quizzes and lessons to hand out, and for role-plays to practise with. */
export const practiceAndLessonTips: ExpertTip[] = [
  {
    kinds: ["quiz", "lesson-material"],
    about: "multiple choice mcq distractors options",
    text: "Spread correct answers evenly across letter positions, make distractors plausible and similar in length and grammar to the right answer, and avoid 'all of the above' and negatively worded stems.",
  },
  {
    kinds: ["lesson-material", "quiz"],
    about: "maths math arithmetic sums worksheet fractions",
    text: "Compute and double-check every answer in the key, show working for multi-step problems, and avoid repeated items or questions needing skills not yet taught at that level.",
  },
  {
    kinds: ["lesson-material", "quiz"],
    about: "crossword wordsearch puzzle grid clues",
    text: "Provide the word list and clues and suggest a free puzzle generator for the grid, since hand-typed grids often misplace letters, or verify every placement if a grid is given.",
    // The member who takes the puzzle back wants no grid.
    unless: ["no, just", "no just", "actually just", "scratch that", "instead"],
  },
  {
    kinds: ["lesson-material", "quiz"],
    about: "cloze gap fill blank blanks word bank",
    text: "Blank only words that test the target skill, make sure each blank has one defensible answer, and add a couple of extra distractors to the word bank so the last gaps aren't given away.",
  },
  {
    kinds: ["lesson-material", "quiz"],
    about: "mark scheme marking rubric marks allocation",
    text: "For each question give the marks available, what earns each mark, acceptable alternative answers and common wrong answers that get no credit, so different markers score consistently.",
    // Marks per question, not a rubric of criteria for a piece of work.
    when: ["mark scheme", "marking scheme", "question", "questions", "test", "exam", "paper", "quiz"],
  },
  {
    kinds: ["role-play"],
    about: "ielts speaking examiner band cue card",
    text: "Follow the real three-part structure — short questions, a cue card with one minute to prepare and up to two minutes' talk, then discussion — staying neutral throughout, and band each official criterion at the end.",
    unless: ["part 1 only", "part 2 only", "part 3 only", "after each", "after every"],
  },
  {
    kinds: ["role-play", "interview-prep"],
    about: "viva thesis defense defence dissertation examiner",
    text: "Ask what an examiner would — why this method, limitations, contribution to the field, what I'd do differently — follow up on weak answers, and hold back model answers until the session ends.",
    unless: ["model answers", "after each", "after every"],
  },
  {
    kinds: ["role-play"],
    about: "angry customer complaint irate furious caller",
    // The assistant plays the customer, not the interviewer who asks how I would handle one.
    whenPattern:
      /\b(?:you(?:'re| are|'ll be| will be| be| play)|play(?:ing)?|pretend(?:ing)? to be|act(?:ing)? as|as)\s+(?:an?\s+|the\s+|my\s+)?(?:\w+\s+){0,2}(?:customer|caller|client|guest|patient|buyer|shopper)s?\b(?!\s+(?:service|support|care|success|experience|relations))/u,
    text: "Play an upset customer whose anger eases only when I acknowledge the problem and offer a concrete next step, and escalate realistically if I sound scripted or deflect.",
  },
  {
    kinds: ["role-play"],
    about: "sales prospect objections cold call buyer",
    // A sales call to practise, not a negotiation whose buyer the member has already described.
    when: ["cold call", "cold calling", "cold-call", "prospect", "discovery call", "sales call", "sales calls"],
    // "pretend to be a nervous first time buyer… called pauline": the member has described whom to play.
    unless: [
      "pretend to be",
      "pretend you're",
      "pretend youre",
      "you're a",
      "youre a",
      "you are a",
      "act as",
      "play a",
    ],
    text: "Play a busy prospect with a hidden real need and typical objections (price, timing, 'just send me an email'), reveal the need only to good discovery questions, and score the call afterwards.",
  },
  {
    kinds: ["role-play"],
    about: "osce patient clerking simulated consultation doctor",
    // The patient is the part asked for: an interview panel for a nurse who passed her OSCE is no patient.
    whenPattern:
      /\b(?:play|be|act (?:as|like)|pretend (?:to be|you'?re)|you'?re|you are)\s+(?:a|an|the|my)?\s*(?:[\w-]+\s+){0,3}?patients?\b|\bpatient (?:role-?play|scenario|simulation|case)|\bsimulated (?:patient|consultation)|\bclerk(?:ing)?\b|\bhistory[- ]taking\b|\bmock (?:osce|consultation)/u,
    text: "Play the patient in lay language, reveal information only when the right question is asked, voice realistic worries, and at the end mark against a history-taking checklist including missed red flags.",
  },
  {
    kinds: ["role-play", "lesson-material"],
    about: "historical historic figure history era",
    text: "Stay within what the figure could have known in their lifetime, and when asked, separate documented quotes and facts from invented dialogue so students don't learn fabrications as history.",
  },
];
