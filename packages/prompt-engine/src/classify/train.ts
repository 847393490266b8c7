import { NEUTRAL_KIND } from "../kinds.ts";
import { cleanRequest } from "../text/clean-request.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { readTerms } from "../text/nlp.ts";
import { READ_CHARACTERS, requestFeatures } from "./features.ts";
import { scoreKinds, trainLogisticRegression, type KindModel, type LabelledFeatures } from "./logistic-regression.ts";

export type LabelledRequest = { request: string; kind: string };

/** The trained model and how it did on the validation split it was tuned on. */
export type TrainedKindModel = KindModel & {
  validation: { requests: number; accuracy: number; neutralShare: number; wrongKind: number };
  /** Each kind's own words (see kindVocabulary). */
  vocabulary: Record<string, string[]>;
};

/** A word in at least this share of a kind's requests is how that kind is asked for, not a topic. */
const VOCABULARY_SHARE = 0.1;

/**
 * The words each kind's requests share whatever their topic ("formula", "sheet" and "column" for
 * spreadsheets; "interview" and "answer" for interview preparation), in dictionary form. Sharing
 * them says a request is of the kind, not what it is about, so they are no evidence for a topic tip.
 */
export const kindVocabulary = (read: { kind: string; words: Set<string> }[]): Record<string, string[]> => {
  const requests = new Map<string, number>();
  const words = new Map<string, Map<string, number>>();
  for (const { kind, words: requestWords } of read) {
    if (kind === NEUTRAL_KIND) continue;
    requests.set(kind, (requests.get(kind) ?? 0) + 1);
    const counts = words.get(kind) ?? new Map<string, number>();
    words.set(kind, counts);
    for (const word of requestWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return Object.fromEntries(
    [...words]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([kind, counts]) => [
        kind,
        [...counts]
          .filter(([, count]) => count >= VOCABULARY_SHARE * requests.get(kind)!)
          .map(([word]) => word)
          .toSorted(),
      ]),
  );
};

/** A stable hash, so the validation split is the same on every machine and every run. */
const hash = (text: string) => {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 16777619) >>> 0;
  return value;
};

/** One request in five, by hash, is kept for validation (choosing the settings and the threshold). */
export const isValidation = (request: string) => hash(request) % 5 === 0;

/** The most wrong kinds accepted on the validation split: a wrong template hurts more than the neutral one. */
const MAX_WRONG_KIND_SHARE = 0.03;

/** Settings compared on the validation split. */
const settingsTried = [
  { minCount: 2, l2: 1e-4, epochs: 30 },
  { minCount: 3, l2: 1e-3, epochs: 30 },
];
/**
 * The least confidence at which a kind's template is used (the rest get the neutral structure).
 * Reviewers who did not build the engine judged its prompts for 540 fresh requests, twice each
 * (rounds 5–13, docs/prompt-engine.md): under 0.97 a kind's template was worse than the member's
 * own words in 39% of judgements and better in 6%; from 0.97, worse in 14% and better in 22%; the
 * neutral structure worse in 1%. Validation accuracy alone had chosen 0.65.
 */
const JUDGED_MIN_THRESHOLD = 0.97;
const thresholds = [JUDGED_MIN_THRESHOLD, 0.98, 0.99];

type Outcome = { kind: string; best: string; probability: number };

const tally = (outcomes: Outcome[], threshold: number) => {
  let right = 0;
  let neutral = 0;
  let wrong = 0;
  for (const { kind, best, probability } of outcomes) {
    const found = probability >= threshold ? best : NEUTRAL_KIND;
    if (found === kind) right += 1;
    else if (found === NEUTRAL_KIND) neutral += 1;
    else wrong += 1;
  }
  return { right, neutral, wrong, utility: wrong <= MAX_WRONG_KIND_SHARE * outcomes.length ? right : -1 };
};

/**
 * Trains the kind classifier: feature pruning, the penalty and the confidence threshold are chosen on a validation
 * split carved from the training requests (the most right kinds with at most 3% wrong ones; the
 * rest get the neutral structure), then the model is trained again on every training request.
 */
export const trainKindModel = (labelled: LabelledRequest[]): TrainedKindModel => {
  // Each request is read once, for its features and its words alike.
  const examples = labelled.map(({ request, kind }) => {
    const cleaned = cleanRequest(request);
    const terms = readTerms(cleaned.request.slice(0, READ_CHARACTERS));
    return {
      request,
      features: requestFeatures(cleaned.request, cleaned.material, terms),
      kind,
      words: contentLemmas(cleaned.request, terms),
    };
  });
  const training: LabelledFeatures[] = examples.filter((example) => !isValidation(example.request));
  const validation = examples.filter((example) => isValidation(example.request));
  let best = { settings: settingsTried[0]!, threshold: 0, utility: -Infinity, right: 0, neutral: 0, wrong: 0 };
  for (const settings of settingsTried) {
    const model = trainLogisticRegression(training, { ...settings, threshold: 0 });
    const outcomes = validation.map(({ features, kind }) => {
      const [top] = scoreKinds(model, features);
      return { kind, best: top!.kind, probability: top!.probability };
    });
    for (const threshold of thresholds) {
      const result = tally(outcomes, threshold);
      if (result.utility > best.utility) best = { settings, threshold, ...result };
    }
  }
  const share = (count: number) => Math.round((count / Math.max(1, validation.length)) * 1000) / 10;
  return {
    ...trainLogisticRegression(examples, { ...best.settings, threshold: best.threshold }),
    validation: {
      requests: validation.length,
      accuracy: share(best.right),
      neutralShare: share(best.neutral),
      wrongKind: share(best.wrong),
    },
    vocabulary: kindVocabulary(examples),
  };
};
