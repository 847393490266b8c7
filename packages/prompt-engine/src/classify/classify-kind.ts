import { isKindId, NEUTRAL_KIND, type KindId } from "../kinds.ts";
import type { Term } from "../text/nlp.ts";
import { requestFeatures } from "./features.ts";
import modelJson from "./kind-model.json" with { type: "json" };
import { scoreKinds, type KindModel, type KindScore } from "./logistic-regression.ts";

/** The stored model (scripts/train-kind-model.ts writes it from data/training.jsonl). */
export const kindModel = modelJson as unknown as KindModel & {
  validation: Record<string, number>;
  vocabulary: Record<string, string[]>;
};

export type KindReading = {
  /** The kind found, or "neutral" when the best kind's probability is under the threshold. */
  kind: KindId;
  /** The best kind's probability. */
  confidence: number;
  /** The best kind whatever the threshold, and the runners-up. */
  ranked: KindScore[];
};

/** What deliverable a request asks for, with how sure the classifier is. */
export const classifyKind = (
  request: string,
  material: string,
  terms?: Term[],
  model: KindModel = kindModel,
): KindReading => {
  const ranked = scoreKinds(model, requestFeatures(request, material, terms));
  const best = ranked[0]!;
  const confident = best.probability >= model.threshold && isKindId(best.kind);
  return {
    kind: confident ? (best.kind as KindId) : NEUTRAL_KIND,
    confidence: Math.round(best.probability * 1000) / 1000,
    ranked: ranked.slice(0, 3),
  };
};
