import { containsPhrase } from "../../text/contains-phrase.ts";
import { professionalTopics } from "../neutral-lines.ts";
import { youngLearnerPattern } from "../signal-patterns.ts";
import type { RequestSignals } from "../signals.ts";
import type { KindProfile } from "./kind-profile.ts";
import {
  doneOnPaper,
  FLASHCARDS,
  holdsAnswers,
  keepsRecord,
  keysAtEnd,
  listsCardSide,
  OFFICIAL_QUESTIONS,
  SIMPLEST,
  stepsWithReasons,
  taughtByDoing,
  TRIVIA,
  wordsToSayIt,
} from "./learning-phrases.ts";
import { LENGTH_WORDS, NO_REWRITE, STANDALONE_MATERIAL, writesReview } from "./profile-phrases.ts";

/** A draft or a piece of work to critique, not a customer's review to write. */
const critiquesText = (signals: RequestSignals) => !writesReview(signals.lower);

/** A question word that opens a clause: "what salary do i need", "can my wife work there", "how long until…". */
const questionClause =
  /(?:^|[?.!,;:]\s*|\b(?:also|and|plus)\s+(?:honestly\s+)?)(?:what|how|can|could|is|are|do|does|will|would|should|when|which|why|who)\b/gu;
/**
 * Several practical questions about the member's own case in a matter of money, law or health ("I'm
 * a developer in Pune with an offer in Munich: what salary do i need, can my wife work there"): each
 * wants its answer with the rules as they stand, not a lesson's misconceptions, nor an analogy
 * unless the member asks for a level ("like I'm 12").
 */
const asksAboutOwnCase = (signals: RequestSignals) =>
  /\b(?:i'?m|i am|my|we'?re|we are|our)\b/u.test(signals.lower) &&
  professionalTopics.test(signals.lower) &&
  (signals.lower.match(questionClause) ?? []).length >= 2;

/**
 * A worksheet, rubric or handout asked for on its own, to hand out as it is; "a lesson plan… and
 * a worksheet idea" asks for the lesson, the worksheet a part of it.
 */
const standalone = (signals: RequestSignals) =>
  STANDALONE_MATERIAL.some((phrase) => containsPhrase(signals.lower, phrase)) &&
  !/\blesson plans?\b|\bscheme of work\b|\bunit plan\b/u.test(signals.lower);

/** For a young child, named by age or school year ("she's in 2nd grade"), or the simplest telling asked. */
const forYoungChild = (signals: RequestSignals) =>
  SIMPLEST.some((phrase) => containsPhrase(signals.lower, phrase)) || youngLearnerPattern.test(signals.lower);

/** What an expert insists on for explanations, quizzes, how-tos, lesson material, feedback and direct questions. */
export const learningProfiles: Record<
  "explanation" | "quiz" | "how-to" | "lesson-material" | "feedback" | "question",
  KindProfile
> = {
  explanation: {
    role: "a teacher who explains clearly to the audience given",
    rolesWhen: [{ only: wordsToSayIt, role: "someone who explains things plainly to customers and family" }],
    essentials: [
      {
        text: "Start with a one-sentence answer, then build up the explanation step by step.",
        lengthens: true,
        only: (signals) => !wordsToSayIt(signals),
      },
      {
        text: "Give the words I can say to them, in the length I ask, in plain terms they take in at once, with one comparison from everyday life.",
        only: wordsToSayIt,
      },
      {
        text: "Use one concrete analogy or everyday example that fits the audience, and say where the analogy breaks down.",
        lengthens: true,
        only: (signals) =>
          (signals.hasLevel || !asksAboutOwnCase(signals)) &&
          !stepsWithReasons(signals) &&
          !forYoungChild(signals) &&
          !wordsToSayIt(signals),
      },
      {
        text: "Define every technical term the first time it appears, or avoid it.",
        only: (signals) => !stepsWithReasons(signals) && !forYoungChild(signals) && !wordsToSayIt(signals),
      },
      // "explain the steps in order and WHY each step is done… we lose marks without the rationale".
      {
        text: "Give the steps in order, each with its rationale in a sentence, using the exact terms an examiner or a colleague in the field expects.",
        only: stepsWithReasons,
      },
      {
        text: "Keep it short: everyday words, short sentences and one example from daily life, with no technical terms at all.",
        only: forYoungChild,
      },
      {
        text: "End with the one or two most common misconceptions and why they are wrong.",
        lengthens: true,
        only: (signals) =>
          !asksAboutOwnCase(signals) && !stepsWithReasons(signals) && !forYoungChild(signals) && !wordsToSayIt(signals),
      },
      {
        text: "Answer each of my questions in turn for my case, with the figures and rules as they stand, and say where I can check them.",
        only: asksAboutOwnCase,
      },
    ],
    questions: ["level", "length"],
  },
  quiz: {
    role: "a tutor who writes good practice questions",
    rolesWhen: [{ when: TRIVIA, role: "a quizmaster who writes fair, fun trivia" }],
    essentials: [
      {
        text: "Ask one question at a time and wait for my answer before giving feedback and the next question.",
        only: (signals) => !signals.isQuizToHandOut && !holdsAnswers(signals.lower),
        // A quiz read out to teams is not taken here, one answer at a time.
        unless: TRIVIA,
      },
      {
        text: "Hold back every answer and all feedback until I have answered all the questions; then mark each, say why the right answer is right, and give my score.",
        only: (signals) => !signals.isQuizToHandOut && holdsAnswers(signals.lower) && !keysAtEnd(signals.lower),
      },
      // "15 practice questions… answers all at the end not under each q": a set with its key after it.
      {
        text: "Put all the answers together at the end as a key, not under each question.",
        only: (signals) => keysAtEnd(signals.lower),
      },
      {
        text: "Number the questions; for multiple choice, give one clearly right option and wrong ones that reflect common mistakes.",
        only: (signals) => signals.isQuizToHandOut,
        unless: [...FLASHCARDS, ...TRIVIA],
      },
      {
        text: "Mix recall questions with questions that apply the idea to a new case, growing in difficulty.",
        unless: [...FLASHCARDS, ...OFFICIAL_QUESTIONS, ...TRIVIA],
      },
      // "the civics questions for my citizenship interview": a fixed list, asked as the examiner asks it.
      {
        text: "Ask the official questions as they are worded, in random order, and accept the answers the official list accepts.",
        when: OFFICIAL_QUESTIONS,
        // Cards are read, not asked.
        unless: FLASHCARDS,
      },
      // Cards are studied one side at a time: each must stand alone, with the answer on its back.
      {
        text: "Put one fact or term on each card, each side as I ask (a question or a term on the front, its one right answer or meaning on the back), in the format I give.",
        when: FLASHCARDS,
        only: (signals) => !listsCardSide.test(signals.lower),
      },
      // "back: key nursing considerations, toxicity signs, antidote": the member has set what a side holds.
      {
        text: "Give every card the sides I set, with everything I list for a side on that side, in the format I give.",
        when: FLASHCARDS,
        only: (signals) => listsCardSide.test(signals.lower),
      },
      {
        text: "After each answer, say whether it is right and explain why in a sentence or two; keep score and review my weak spots at the end.",
        only: (signals) => !signals.isQuizToHandOut && !holdsAnswers(signals.lower),
        // A quiz read out to teams is not taken here, one answer at a time.
        unless: TRIVIA,
      },
      // Read out to teams: every answer checkable at once, and no arguments over the wording.
      {
        text: "Number the questions and give each one short answer a quizmaster can check at once, with no trick wording.",
        when: TRIVIA,
      },
      {
        text: "Put the answer key after all the questions, apart from them, with a one-line reason for each answer.",
        only: (signals) => signals.isQuizToHandOut,
        unless: [...FLASHCARDS, ...TRIVIA],
      },
    ],
    questions: ["count", "level"],
  },
  "how-to": {
    role: "an expert who writes clear step-by-step instructions",
    essentials: [
      {
        text: "List what I need (tools, materials, time) before the steps.",
        only: (signals) => !signals.isDigitalTask && !doneOnPaper.test(signals.lower),
      },
      // "renew my 8 yr old's passport if her dad lives overseas": papers, offices and fees, for my case.
      {
        text: "List the documents, forms and fees my case needs before the steps, and say what changes in my situation as I describe it.",
        only: (signals) => doneOnPaper.test(signals.lower),
      },
      {
        text: "Give numbered steps, one action each, with how to tell that the step worked.",
        only: (signals) => !doneOnPaper.test(signals.lower),
      },
      {
        text: "Give the steps in order: where to apply or go, what to hand in, and how long each takes; say what most often gets an application delayed or refused.",
        only: (signals) => doneOnPaper.test(signals.lower),
      },
      {
        text: "Put safety warnings before the step they apply to, and say when to stop and call a professional.",
        only: (signals) =>
          !signals.isDigitalTask && !doneOnPaper.test(signals.lower) && !keepsRecord.test(signals.lower),
      },
      {
        text: "Name each button, menu and setting exactly as it appears on screen, and say what I should see after each tap or click.",
        only: (signals) => signals.isDigitalTask,
      },
      {
        text: "End with what to do if it does not work.",
        only: (signals) => !keepsRecord.test(signals.lower) && !doneOnPaper.test(signals.lower),
      },
    ],
    questions: ["starting"],
  },
  "lesson-material": {
    role: "an experienced teacher and curriculum designer",
    essentials: [
      {
        text: "State the learning objective and the class level it is written for.",
        only: (signals) => !standalone(signals),
      },
      {
        text: "Make it ready to use: timings, instructions the students can follow, and an answer key or model answer.",
        unless: STANDALONE_MATERIAL,
        only: (signals) => !taughtByDoing.test(signals.lower),
      },
      // "a 30 min swim session for adults who are scared of water": what to say and do, minute by minute.
      {
        text: "Make it ready to use: timings, what I say and show at each step, and what the learners do.",
        unless: STANDALONE_MATERIAL,
        only: (signals) => taughtByDoing.test(signals.lower),
      },
      {
        text: "Make it ready to hand out: clear instructions for the students, items that grow in difficulty, and an answer key.",
        only: standalone,
        unless: ["rubric"],
      },
      {
        text: "For a rubric, give a table with the criteria as rows and each level as a column, a short observable description in every cell, and the points per level adding up to the total.",
        when: ["rubric"],
      },
      {
        text: "Include a way to check understanding and a variation for students who need more support or more challenge.",
        unless: STANDALONE_MATERIAL,
        only: (signals) => !taughtByDoing.test(signals.lower),
      },
      {
        text: "Say how I can tell each learner is ready to move on, and give an easier and a harder version of each activity.",
        unless: STANDALONE_MATERIAL,
        only: (signals) => taughtByDoing.test(signals.lower),
      },
    ],
    questions: ["grade"],
  },
  feedback: {
    role: "a demanding but fair reviewer",
    rolesWhen: [
      { only: (signals) => writesReview(signals.lower), role: "someone who writes honest, useful customer reviews" },
    ],
    essentials: [
      {
        text: "Write it in my voice as the customer: what I came for, what happened, and the specific details that made the difference, matching the rating I give; keep to what I say happened.",
        only: (signals) => writesReview(signals.lower),
      },
      {
        text: "Start with what works, then the most important problems first, each with a concrete fix.",
        only: (signals) => !signals.wantsBluntness && !writesReview(signals.lower),
        unless: NO_REWRITE,
        ordersAnswer: true,
      },
      {
        text: "Go straight to the problems, most important first, each with a concrete fix; no praise or cushioning.",
        only: (signals) => signals.wantsBluntness && !signals.setsOrder && !writesReview(signals.lower),
        unless: NO_REWRITE,
      },
      {
        text: "Point out each problem and why it matters, most important first, without rewriting my text for me.",
        when: NO_REWRITE,
      },
      { text: "Quote the exact part each comment is about.", only: critiquesText },
      {
        text: "End with the two or three changes that would improve it most.",
        only: critiquesText,
        unless: NO_REWRITE,
      },
    ],
    questions: ["material"],
  },
  question: {
    role: "a knowledgeable expert",
    essentials: [
      {
        text: "Answer directly in the first sentence (yes or no first, when it is a yes/no question), then give the reasons.",
        ordersAnswer: true,
        lengthens: true,
      },
      {
        text: "Answer directly in the first sentence (yes or no first, when it is a yes/no question).",
        only: (signals) => signals.wantsBrief && !signals.setsOrder,
      },
      { text: "Say how sure you are, and where the answer depends on circumstances.", lengthens: true },
      {
        text: "Keep it short; no tables or headings unless they are needed.",
        unless: LENGTH_WORDS.concat(["table", "detail", "detailed"]),
      },
    ],
    questions: [],
  },
};
