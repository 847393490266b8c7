/** A multinomial logistic regression over binary features, as stored in JSON. */
export type KindModel = {
  /** The kinds, in the order of the weights. */
  kinds: string[];
  /** Below this probability for the best kind, the request gets the neutral structure. */
  threshold: number;
  bias: number[];
  /** For each feature kept: [kind index, weight] pairs, weights below 0.05 in size left out. */
  weights: Record<string, [number, number][]>;
};

export type LabelledFeatures = { features: string[]; kind: string };

export type TrainingSettings = {
  /** A feature must occur in this many training requests to be used. */
  minCount: number;
  /** L2 penalty per step. */
  l2: number;
  epochs: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

const softmax = (scores: Float64Array): Float64Array => {
  const best = Math.max(...scores);
  let total = 0;
  for (let index = 0; index < scores.length; index += 1) {
    scores[index] = Math.exp(scores[index]! - best);
    total += scores[index]!;
  }
  for (let index = 0; index < scores.length; index += 1) scores[index]! /= total;
  return scores;
};

/**
 * Stochastic gradient descent on the cross-entropy, in the examples' order with a decaying step,
 * so the same data always gives the same model.
 */
export const trainLogisticRegression = (
  examples: LabelledFeatures[],
  settings: TrainingSettings & { threshold: number },
): KindModel => {
  const kinds = [...new Set(examples.map((example) => example.kind))].sort();
  const counts = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, count]) => count >= settings.minCount)
    .map(([feature]) => feature)
    .sort();
  const indexOf = new Map(vocabulary.map((feature, index) => [feature, index]));
  const size = kinds.length;
  const weights = new Float64Array(vocabulary.length * size);
  const bias = new Float64Array(size);
  const rows = examples.map((example) => ({
    features: example.features.flatMap((feature) => indexOf.get(feature) ?? []),
    kind: kinds.indexOf(example.kind),
  }));
  const scores = new Float64Array(size);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    const step = 0.5 / (1 + epoch * 0.2);
    for (const row of rows) {
      for (let kind = 0; kind < size; kind += 1) {
        let score = bias[kind]!;
        for (const feature of row.features) score += weights[feature * size + kind]!;
        scores[kind] = score;
      }
      softmax(scores);
      for (let kind = 0; kind < size; kind += 1) {
        const gradient = scores[kind]! - (kind === row.kind ? 1 : 0);
        bias[kind]! -= step * gradient;
        for (const feature of row.features) {
          const at = feature * size + kind;
          weights[at]! -= step * (gradient + settings.l2 * weights[at]!);
        }
      }
    }
  }
  const stored: Record<string, [number, number][]> = {};
  vocabulary.forEach((feature, index) => {
    const pairs: [number, number][] = [];
    for (let kind = 0; kind < size; kind += 1) {
      const weight = round(weights[index * size + kind]!);
      if (Math.abs(weight) >= 0.05) pairs.push([kind, weight]);
    }
    if (pairs.length > 0) stored[feature] = pairs;
  });
  return { kinds, threshold: settings.threshold, bias: [...bias].map(round), weights: stored };
};

export type KindScore = { kind: string; probability: number };

/** Every kind's probability for a request's features, best first. */
export const scoreKinds = (model: KindModel, features: string[]): KindScore[] => {
  const scores = Float64Array.from(model.bias);
  for (const feature of new Set(features))
    for (const [kind, weight] of model.weights[feature] ?? []) scores[kind]! += weight;
  softmax(scores);
  return model.kinds
    .map((kind, index) => ({ kind, probability: scores[index]! }))
    .sort((a, b) => b.probability - a.probability || a.kind.localeCompare(b.kind));
};
