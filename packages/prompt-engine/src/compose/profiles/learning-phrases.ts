/*
 * The phrases the learning kinds' lines are chosen by: quizzes, flashcards, the simplest telling,
 * lessons taught by doing, procedures done on paper, steps with their reasons and words to say.
 */
import type { RequestSignals } from "../signals.ts";

/** A quiz on a fixed official question list: a citizenship civics test, a theory or permit test. */
export const OFFICIAL_QUESTIONS = [
  ...["civics", "citizenship test", "citizenship interview", "naturalization", "naturalisation", "life in the uk"],
  // A permit or theory test is drawn from a handbook, with no published list to ask word for word.
  ...["official questions", "official question list", "question bank"],
];

/** A card's side given several things to hold ("back: nursing considerations, toxicity signs, antidote"). */
export const listsCardSide =
  /\b(?:front|back|reverse)(?: side)?\s*(?::|=|-|should (?:have|say|show)|with)\s*[^.\n;,]{0,80}?(?:,|\band\b)(?!\s*(?:the\s+)?(?:front|back|reverse)\b)/u;
/** Flashcards: question and answer together, one fact each, no answer key apart. */
export const FLASHCARDS = ["flashcard", "flashcards", "flash card", "flash cards", "anki"];
/** A quiz for a night out, played for fun: no lesson to apply and no reasons owed for the answers. */
export const TRIVIA = [
  ...["pub quiz", "trivia", "quiz night", "table quiz", "quizmaster", "quiz master", "fundraiser quiz"],
  ...["running the quiz", "hosting a quiz", "host a quiz", "quiz round", "a round of", "tie-breaker", "tiebreaker"],
  ...["tie breaker", "teams"],
  // A quiz in rounds, or for a club's night, is played for fun whoever it is for.
  ...["picture round", "music round", "rounds", "youth group", "youth club", "fun quiz", "family quiz"],
  ...["christmas quiz", "party quiz", "icebreaker quiz", "scouts", "brownies", "cubs"],
];

/** The simplest telling asked for ("explain inflation like im five", "eli5"): no lesson's apparatus. */
export const SIMPLEST = [
  ...["eli5", "like i'm 5", "like im 5", "like i'm five", "like im five", "like i am five", "like i am 5"],
  ...["like a five year old", "like a 5 year old", "to a five year old", "to a 5 year old", "like a child"],
  ...["like a kid", "like i'm a kid", "like im a kid"],
];

/** A lesson taught by doing, in water, on a pitch or at an instrument: no answer key, no worksheet to mark. */
export const taughtByDoing =
  /\b(?:swim\w*|p\.?e\.?|gym|sports?|football|soccer|netball|basketball|rugby|hockey|tennis|cricket|athletics|dance|dancing|ballet|yoga|drama|music|choir|band|instrument|guitar|piano|pottery|cooking|baking|first aid|cpr|driving|climbing|martial arts|karate|judo|gymnastics|skating|skiing)\b/u;

/**
 * A procedure done on paper with an office ("renew my daughter's passport", "apply for a visa",
 * "register a death"): documents and offices, not tools and safety warnings.
 */
export const doneOnPaper =
  /\b(?:passports?|visas?|licen[cs]es?|permits?|citizenship|naturali[sz]ation|green card|birth certificate|death certificate|marriage certificate|social security|national insurance|tax return|benefits? claim|register (?:a|the|my|our) (?:birth|death|business|company|car|vehicle)|deed poll|name change|power of attorney|probate)\b/u;

/**
 * A record to keep on paper or in a book ("how to record fertilizer use in the new logbook"): no
 * safety warning, no professional to call, nothing to go wrong but the entries.
 */
export const keepsRecord =
  /\b(?:log ?books?|record books?|(?:the|a|our|in the) registers?|timesheets?|paperwork|fill(?:ing)? (?:in|out)|record (?:the|your|their|each|every|it|how|what|when)|log (?:the|your|each|every|it))\b/u;

/** The steps of a procedure asked for with the reason for each ("the steps in order and WHY each step is done"). */
export const stepsWithReasons = (signals: RequestSignals) =>
  /\b(?:steps?|procedure|protocol|stages?)\b[^.?!]{0,80}\b(?:why|rationale|reasons?)\b/u.test(signals.lower);

/**
 * The member wants the words to explain it to someone else ("how do i explain to a customer why
 * their piano needs a pitch raise… a simple way to say it on the doorstep, like a couple of
 * sentences"): a few lines to say, not a lesson for the member.
 */
export const wordsToSayIt = (signals: RequestSignals) =>
  /\bhow (?:do|should|can|would) (?:i|we) explain\b[^.?!]{0,40}\bto (?:a|an|my|our|the|his|her|their)\b/u.test(
    signals.lower,
  ) &&
  /\b(?:(?:a |simple |easy |quick )*way to (?:say|put|explain) it|what to say|(?:a )?couple of sentences|a few sentences|(?:in )?one sentence|in a sentence|on the doorstep|in (?:a|one) line)\b/u.test(
    signals.lower,
  );

/**
 * The member wants the answers only once they have answered them all ("don't give me the answers
 * until i respond to all of them", "answers at the end"): a quiz taken in one go, marked after.
 * "don't give me the answer until I try" holds each answer only until that question is tried.
 */
export const holdsAnswers = (lower: string) =>
  /\b(?:don'?t|do not|dont|no|without) (?:give |show |tell |reveal )?(?:me )?(?:the )?(?:answers?|feedback|results?|scores?|corrections?)\b[^.?!]*\b(?:until|till|til|before)\b[^.?!]*\b(?:all|every|whole|the end|finish\w*|done)\b|\b(?:answers?|feedback|results?|scores?|corrections?|mark (?:them|it)) (?:all )?(?:at the end|after i\b|once i\b|when i(?:'m| am)? (?:done|finished))/u.test(
    lower,
  );

/** A set asked with its answers gathered at the end ("answers all at the end not under each q"), not held back from a player. */
export const keysAtEnd = (lower: string) =>
  /\banswers? (?:all )?at the (?:end|bottom|back)\b[^.?!]{0,20}\bnot (?:under|after|below|with) (?:each|every)\b|\banswer key at the (?:end|bottom|back)\b/u.test(
    lower,
  ) && !/\buntil i\b|\bbefore i\b|\bwhen i(?:'ve| have)? (?:answered|finished|done)\b/u.test(lower);
