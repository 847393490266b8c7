import type { EngineQuestion } from "@promptloom/contracts/prompt-engine";

import type { RequestSignals } from "./signals.ts";

/** A missing essential worth asking about, and how to tell the request already answers it. */
export type QuestionDefinition = EngineQuestion & {
  /** The only kinds whose requests the choices fit (any kind that lists it when absent). */
  kinds?: readonly string[];
  /** Choices that fit some kinds better than the general ones (a caption's tone is not a complaint's). */
  choicesByKind?: Readonly<Record<string, readonly string[]>>;
  /** Choices that fit the occasion better than the kind's (a sympathy card's tone is never firm), if any. */
  choicesFor?: (signals: RequestSignals) => readonly string[] | undefined;
  /** True when the request (or its material) already says this, or it does not apply to it. */
  answered: (signals: RequestSignals) => boolean;
  /**
   * The deliverable cannot be made without it (the text to work on, the language to translate into), so it is asked
   * however much the request says; a preference (tone, length, audience) is asked only of a bare request.
   */
  essential?: true;
};

/** Forms whose length is set by the form itself. */
const fixedLengthForm =
  /\b(?:haiku|haikus|limerick|limericks|sonnet|sonnets|tanka|senryu|couplet|couplets|villanelle|cinquain)\b/u;

const never = () => false;

/** A death or a loss: words of sympathy, whatever their kind. */
const grief =
  /\b(?:sympathy|condolences?|passed|passed away|died|death|loss|funeral|grief|grieving|bereave\w*|memorial)\b/u;

/** The questions the kinds draw from, by id. */
export const questionBank = {
  audience: {
    id: "audience",
    label: "Who will read it?",
    choices: ["My team", "Customers", "Friends and family", "Beginners"],
    placeholder: "e.g. parents of first graders",
    answered: (signals) => signals.hasAudience,
  },
  recipient: {
    id: "recipient",
    label: "Who is it to, and how well do you know them?",
    choices: ["My manager", "A client", "A friend", "Someone I have never met"],
    placeholder: "e.g. my landlord, we have only met once",
    answered: (signals) => signals.hasRecipient || signals.hasAudience,
  },
  length: {
    id: "length",
    label: "How long should it be?",
    choices: ["A few sentences", "About 300 words", "About a page"],
    placeholder: "e.g. under 150 words",
    // A form with a length of its own ("haiku about my cat") has answered it.
    answered: (signals) => signals.hasLength || fixedLengthForm.test(signals.lower),
  },
  tone: {
    id: "tone",
    label: "What tone?",
    choices: ["Warm", "Firm but polite", "Formal", "Casual"],
    placeholder: "e.g. friendly but to the point",
    choicesByKind: {
      "social-post": ["Playful", "Warm", "Professional", "Bold"],
      "marketing-copy": ["Playful", "Warm", "Premium", "Straight to the point"],
      speech: ["Funny", "Heartfelt", "Formal", "Funny, then heartfelt"],
      rewrite: ["Warm", "Professional", "Formal", "Casual"],
    },
    choicesFor: (signals) =>
      grief.test(signals.lower) ? ["Warm", "Gentle and simple", "Formal", "Personal, with a memory"] : undefined,
    answered: (signals) => signals.tones.length > 0 || signals.keepsVoice,
  },
  material: {
    id: "material",
    essential: true,
    label: "Paste the text to work on",
    choices: [],
    placeholder: "Paste the text here",
    // "a summary of the causes of ww1" names a topic, not a text: there is nothing to paste.
    answered: (signals) => signals.hasMaterial || !signals.refersToText,
  },
  code: {
    id: "code",
    essential: true,
    label: "Paste the code, and the error if there is one",
    choices: [],
    placeholder: "The code, then the error message as shown",
    // A pasted traceback names the file and line: the assistant can start from it.
    answered: (signals) => signals.hasCode || signals.hasMaterial,
  },
  stack: {
    id: "stack",
    label: "Which language or tool?",
    choices: ["Python", "JavaScript", "Bash", "PowerShell"],
    placeholder: "e.g. Python 3.12 on Windows",
    // Pasted code shows its language.
    answered: (signals) => signals.hasTechnology || signals.hasMaterial,
  },
  "spreadsheet-app": {
    id: "spreadsheet-app",
    label: "Excel or Google Sheets?",
    choices: ["Excel", "Google Sheets"],
    placeholder: "e.g. Excel 365",
    answered: (signals) => signals.hasTechnology,
  },
  database: {
    id: "database",
    label: "Which database?",
    choices: ["PostgreSQL", "MySQL", "SQLite", "SQL Server"],
    placeholder: "e.g. PostgreSQL 16",
    answered: (signals) => signals.hasTechnology,
  },
  layout: {
    id: "layout",
    label: "Which columns or tables hold the data?",
    choices: [],
    placeholder: "e.g. A: date, B: amount, C: status",
    answered: (signals) => signals.hasLayout || signals.hasCode || signals.hasMaterial,
  },
  level: {
    id: "level",
    label: "What level is it for?",
    choices: ["Complete beginner", "High school", "University", "Professional"],
    placeholder: "e.g. a curious 10-year-old",
    answered: (signals) => signals.hasAudience || signals.hasLevel,
  },
  count: {
    id: "count",
    label: "How many?",
    choices: ["5", "10", "20"],
    placeholder: "e.g. 12",
    answered: (signals) => signals.hasNumber,
  },
  timeframe: {
    id: "timeframe",
    label: "Over how long, and how much time can you give it?",
    choices: ["1 week", "4 weeks", "3 months"],
    placeholder: "e.g. 6 weeks, 30 minutes a day",
    answered: (signals) => signals.hasDuration,
  },
  starting: {
    id: "starting",
    label: "Where are you starting from?",
    choices: ["Complete beginner", "Some experience", "Experienced"],
    placeholder: "e.g. I can run 2 km without stopping",
    // Only a plan that builds a skill or fitness starts from a level (not a trip or a move).
    answered: (signals) => signals.hasLevel || signals.hasStartingPoint || !signals.buildsSkill,
  },
  diet: {
    id: "diet",
    label: "Any dietary needs or limits?",
    choices: ["Vegetarian", "Under 30 minutes", "Budget-friendly", "One pan"],
    placeholder: "e.g. no nuts, gluten-free",
    answered: (signals) => signals.hasLimits || signals.hasDiet,
  },
  servings: {
    id: "servings",
    label: "For how many people?",
    choices: ["1", "2", "4", "6+"],
    placeholder: "e.g. 4 adults",
    answered: (signals) => signals.hasNumber || signals.hasAudience,
  },
  job: {
    id: "job",
    label: "Which job is it for?",
    choices: [],
    placeholder: "e.g. junior data analyst at a hospital",
    answered: (signals) => signals.hasMaterial || signals.namesJob,
  },
  experience: {
    id: "experience",
    label: "What experience should it draw on?",
    choices: [],
    placeholder: "Paste your CV or list your last roles",
    answered: (signals) => signals.givesExperience,
  },
  platform: {
    id: "platform",
    label: "Which platform?",
    choices: ["LinkedIn", "Instagram", "X", "Facebook"],
    placeholder: "e.g. LinkedIn",
    answered: (signals) => signals.hasPlatform,
  },
  occasion: {
    id: "occasion",
    label: "Who is listening, and for how long will you speak?",
    choices: ["2 minutes", "5 minutes", "10 minutes"],
    placeholder: "e.g. 80 wedding guests, 3 minutes",
    answered: (signals) => signals.hasDuration,
  },
  "target-language": {
    id: "target-language",
    essential: true,
    label: "Into which language?",
    choices: ["Spanish", "French", "German", "English"],
    placeholder: "e.g. Brazilian Portuguese",
    answered: (signals) => signals.hasLanguage,
  },
  style: {
    id: "style",
    label: "What look?",
    choices: ["Photo", "Watercolour", "Flat vector", "3D render"],
    // A logo is never a photo.
    choicesFor: (signals) =>
      /\b(?:logo|logos|icon|emblem|badge|monogram)\b/u.test(signals.lower)
        ? ["Flat vector", "Line art", "Badge or emblem", "Wordmark only"]
        : undefined,
    placeholder: "e.g. 1970s film photo",
    answered: (signals) => signals.hasVisualStyle,
  },
  format: {
    id: "format",
    label: "Which shape?",
    choices: ["Square", "Portrait 4:5", "Landscape 16:9"],
    placeholder: "e.g. 9:16 for a phone wallpaper",
    answered: (signals) => signals.hasAspect,
  },
  slides: {
    id: "slides",
    label: "How many slides, and how long is the talk?",
    choices: ["5 slides", "10 slides", "20 minutes"],
    placeholder: "e.g. 12 slides, 15 minutes",
    answered: (signals) => signals.hasNumber,
  },
  product: {
    id: "product",
    label: "What makes it different, and for whom?",
    choices: [],
    placeholder: "e.g. hand-poured, 60-hour burn, for gift buyers",
    answered: never,
  },
  grade: {
    id: "grade",
    label: "Which grade or class?",
    choices: ["Primary", "Middle school", "High school", "University"],
    placeholder: "e.g. year 9 science",
    answered: (signals) => signals.hasLevel || signals.hasAudience,
  },
  character: {
    id: "character",
    label: "Who should I play, and how hard should it be?",
    choices: ["Friendly", "Realistic", "Tough"],
    placeholder: "e.g. a skeptical investor who knows SaaS",
    answered: (signals) => signals.hasRole,
  },
  genre: {
    id: "genre",
    label: "What style or form?",
    choices: ["Rhyming", "Free verse", "Funny", "Heartfelt"],
    placeholder: "e.g. a limerick",
    // Rhyming or free verse: a poem's or a song's question, not a story's.
    answered: (signals) => signals.tones.length > 0 || signals.hasForm || !signals.isVerse,
  },
} satisfies Record<string, QuestionDefinition>;

export type QuestionId = keyof typeof questionBank;
