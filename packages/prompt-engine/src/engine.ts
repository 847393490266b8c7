import { refineOptionsSchema, type EngineQuestion, type RefineOptionsInput } from "@promptloom/contracts/prompt-engine";

import { classifyKind } from "./classify/classify-kind.ts";
import type { KindScore } from "./classify/logistic-regression.ts";
import { deliverableParts, pieceNamedIn } from "./classify/numbered-parts.ts";
import { withChoiceQuestion } from "./classify/with-choice-question.ts";
import { withLetterToUnderstand, withPlainWords } from "./classify/with-letter-to-understand.ts";
import { withMathProblem } from "./classify/with-math-problem.ts";
import { withNamedLanguage } from "./classify/with-named-language.ts";
import { withNewText } from "./classify/with-new-text.ts";
import { withPastedEmail } from "./classify/with-pasted-email.ts";
import { withPermissionQuestion } from "./classify/with-permission-question.ts";
import { withPetPoisoning } from "./classify/with-pet-poisoning.ts";
import { withPictureAsked } from "./classify/with-picture-asked.ts";
import { withPlanAsked } from "./classify/with-plan-asked.ts";
import { withQuestionsToAsk } from "./classify/with-questions-to-ask.ts";
import { withRecipeChange } from "./classify/with-recipe-change.ts";
import { withRolePlay } from "./classify/with-role-play.ts";
import { withSchedule } from "./classify/with-schedule.ts";
import { withSomeoneToPersuade } from "./classify/with-someone-to-persuade.ts";
import {
  withFormulaPasted,
  withSpreadsheetAutomation,
  withSpreadsheetFormula,
} from "./classify/with-spreadsheet-formula.ts";
import { withSwapQuestion } from "./classify/with-swap-question.ts";
import { withLessonPlan, withTargetForm } from "./classify/with-target-form.ts";
import { withWrittenForm } from "./classify/with-written-form.ts";
import { withoutInterview } from "./classify/without-interview.ts";
import { withComputerScript, withErrorShown, withNewCode, withoutSoftware } from "./classify/without-software.ts";
import { withoutUnaskedText } from "./classify/without-unasked-text.ts";
import { composePrompt } from "./compose/compose-prompt.ts";
import { kindProfiles } from "./compose/kind-profiles.ts";
import { questionBank, type QuestionDefinition } from "./compose/questions.ts";
import { readSignals, type RequestSignals } from "./compose/signals.ts";
import { isKindId, NEUTRAL_KIND, type KindId } from "./kinds.ts";
import { cleanRequest, wordsAround, type WordsAround } from "./text/clean-request.ts";
import { contentLemmas } from "./text/content-lemmas.ts";
import { extractFacts } from "./text/extract-facts.ts";
import { readText } from "./text/nlp.ts";

/** Everything the engine reads from a rough request. */
export type RequestAnalysis = {
  /** The request in the member's words: fillers removed, self-corrections applied. */
  request: string;
  /** Pasted material, byte for byte ("" when none). */
  material: string;
  /** The member's words on each side of the material, when some follow it: the request is given in the order typed. */
  around?: WordsAround;
  /** The deliverable, or "neutral" when the classifier is not confident. */
  kind: KindId;
  /** The best kind's probability, 0–1. */
  confidence: number;
  /** The best kinds whatever the threshold (for the model path's hints and for diagnosis). */
  ranked: KindScore[];
  /** Names, dates, amounts, codes and quotes from the request, as written. */
  facts: string[];
  signals: RequestSignals;
  /** Content words in dictionary form. */
  content: Set<string>;
  /** The kinds the classifier leans to even under its threshold (the topic tips of a prompt asked for). */
  likelyKinds: KindId[];
  /** The different deliverables of a request that numbers several asks ([] for one deliverable). */
  partKinds: KindId[];
};

/** A kind this probable is a lean worth a topic tip in a prompt written for it, though not enough to shape the prompt. */
const LIKELY_KIND_PROBABILITY = 0.4;

/**
 * A numbered part's best kind counts from this probability: a part is a fragment ("a short note
 * for the neighbours"), read less surely than a whole request, and only the count of different
 * kinds decides anything.
 */
const PART_KIND_PROBABILITY = 0.3;

/**
 * The deliverables of a request that numbers its asks, when they differ ("1) a name for the club
 * 2) five books 3) a note for the neighbours"): no one kind's template fits such a request.
 */
const kindsOfParts = (request: string): KindId[] => {
  // "…- what to wear… - a fun fact to finish on. all in one email pls": the list is one piece's content.
  if (inOnePiece.test(request)) return [];
  const kinds = new Set<KindId>();
  const parts = deliverableParts(request);
  for (const part of parts) {
    const [best] = classifyKind(part, "").ranked;
    if (best && best.probability >= PART_KIND_PROBABILITY && isKindId(best.kind) && best.kind !== NEUTRAL_KIND)
      kinds.add(best.kind);
    // "1) can you work out the even split per km 2) give me a pace band layout 3) a whatsapp
    // message": a part that asks for something of its own, of no kind the engine tells apart, is a
    // deliverable all the same; "2) in the style of mary oliver" only describes the one piece.
    else if (asksOnItsOwn.test(part)) kinds.add(NEUTRAL_KIND);
  }
  // "turn them into proper minutes… and also an email to the band": pieces that differ by name are
  // several deliverables, however alike the classifier reads the fragments that ask for them.
  const pieces = new Set(parts.map(pieceNamedIn).filter((piece) => piece !== undefined));
  if (kinds.size < 2 && pieces.size >= 2 && pieces.size === parts.length) kinds.add(NEUTRAL_KIND);
  return kinds.size >= 2 ? [...kinds] : [];
};

/** The member wants every point in one piece ("all in one email pls", "in a single message"). */
const inOnePiece = /\b(?:all )?in (?:one|a single) (?:e-?mail|message|letter|post|doc(?:ument)?|page|text|note)\b/iu;

/** A part that opens on an ask of its own ("can you work out…", "give me…", "write…") or names a piece ("a sign for…"). */
const asksOnItsOwn =
  /^(?:(?:can|could|would) (?:you|u) |pl(?:ease|s|z) )?(?:work out|calculate|give me|write|draft|make|create|design|tell me|explain|list|suggest|put together|help me)\b|^(?:an?|one|two|three|some)\s+(?:[\w'-]+\s+){0,2}?(?:sign|notice|poster|letter|note|e-?mail|message|reply|post|faq|checklist|guide|agenda|report|menu|flyer|leaflet|script|speech|rota|quiz|form|template)s?\b/iu;

/** The most questions asked at once. */
const MAX_QUESTIONS = 2;

type KindAdjuster = (kind: KindId, request: string, material: string) => KindId;

/** Corrections to the classifier's reading, each for a class of request it misreads, applied in turn. */
const kindAdjusters: KindAdjuster[] = [
  withoutUnaskedText,
  withNewText,
  withTargetForm,
  withLessonPlan,
  withNamedLanguage,
  withMathProblem,
  (kind, request, material) => withPastedEmail(kind, material, request),
  withChoiceQuestion,
  withSwapQuestion,
  withSchedule,
  withPermissionQuestion,
  withPetPoisoning,
  withSomeoneToPersuade,
  withLetterToUnderstand,
  withPlainWords,
  withQuestionsToAsk,
  withoutInterview,
  withRolePlay,
  withPictureAsked,
  withPlanAsked,
  withRecipeChange,
  withWrittenForm,
  withoutSoftware,
  withSpreadsheetFormula,
  withFormulaPasted,
  withSpreadsheetAutomation,
  withComputerScript,
  withNewCode,
  withErrorShown,
];

const adjustKind = (kind: KindId, request: string, material: string): KindId =>
  kindAdjusters.reduce((adjusted, adjust) => adjust(adjusted, request, material), kind);

/** Reads a rough request; undefined when nothing meaningful is left once fillers are removed. */
export const analyzeRequest = (raw: string): RequestAnalysis | undefined => {
  const { request, material } = cleanRequest(raw);
  const around = wordsAround(raw, material);
  if (!/[\p{L}\p{N}]/u.test(request)) return undefined;
  const { terms, parsed } = readText(request.slice(0, 1200));
  const reading = classifyKind(request, material, terms);
  return {
    request,
    material,
    ...(around ? { around } : {}),
    kind: adjustKind(reading.kind, request, material),
    confidence: reading.confidence,
    ranked: reading.ranked,
    facts: extractFacts(request.slice(0, 1200), parsed),
    signals: readSignals(request, material, terms),
    content: contentLemmas(request, terms),
    likelyKinds: reading.ranked
      .filter((score) => score.probability >= LIKELY_KIND_PROBABILITY && isKindId(score.kind))
      .slice(0, 2)
      .map((score) => score.kind as KindId),
    partKinds: kindsOfParts(request),
  };
};

/** The missing essentials for the kind found, minus those the request or the answers already give. */
export const questionsFor = (analysis: RequestAnalysis, answered: string[] = []): EngineQuestion[] => {
  // A prompt for another assistant needs none of the task's details: they become its [placeholders].
  if (analysis.kind === NEUTRAL_KIND || analysis.signals.asksForPrompt) return [];
  return kindProfiles[analysis.kind].questions
    .map((id) => questionBank[id] as QuestionDefinition)
    .filter(
      (question) =>
        (question.essential === true || analysis.signals.isBare) &&
        (question.kinds === undefined || question.kinds.includes(analysis.kind)) &&
        !answered.includes(question.id) &&
        !question.answered(analysis.signals),
    )
    .slice(0, MAX_QUESTIONS)
    .map(({ id, label, choices, choicesByKind, choicesFor, placeholder }) => ({
      id,
      label,
      choices: [...(choicesFor?.(analysis.signals) ?? choicesByKind?.[analysis.kind] ?? choices)],
      placeholder,
    }));
};

/** A refined prompt from the built-in engine. */
export type EngineResult = {
  prompt: string;
  kind: KindId;
  confidence: number;
  facts: string[];
  questions: EngineQuestion[];
};

/** Refines a rough request with the built-in engine; undefined when there is nothing to refine. */
export const refineRequest = (raw: string, input: RefineOptionsInput = {}): EngineResult | undefined => {
  const analysis = analyzeRequest(raw);
  if (!analysis) return undefined;
  return composeAnalysis(analysis, input);
};

/** The built-in engine's prompt for an analysed request. */
export const composeAnalysis = (analysis: RequestAnalysis, input: RefineOptionsInput = {}): EngineResult => {
  const options = refineOptionsSchema.parse(input);
  return {
    prompt: composePrompt(analysis, options),
    kind: analysis.kind,
    confidence: analysis.confidence,
    facts: analysis.facts,
    questions: questionsFor(
      analysis,
      options.answers.map((answer) => answer.id),
    ),
  };
};
