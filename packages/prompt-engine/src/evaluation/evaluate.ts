import { refineOptionsSchema, type RefineOptionsInput } from "@promptloom/contracts/prompt-engine";

import { analyzeRequest, composeAnalysis } from "../engine.ts";
import { NEUTRAL_KIND } from "../kinds.ts";

/** A labelled request of the held-out split: the kind a reader expects, and the facts a prompt must keep. */
export type HeldOutRequest = { request: string; kind: string; facts?: string[] };

export type EvaluatedRequest = HeldOutRequest & {
  found: string;
  confidence: number;
  prompt: string;
  missedFacts: string[];
  milliseconds: number;
};

export type EvaluationSummary = {
  requests: number;
  /** Requests whose kind was found, in % (a neutral answer to a request that has a kind is not right). */
  kindAccuracy: number;
  /** Requests answered with the neutral structure, in %. */
  neutralShare: number;
  /** Requests given another kind's structure, in %. */
  wrongKind: number;
  /** Labelled facts the prompts contain, in %. */
  factRetention: number;
  /** Median time to refine one request, in milliseconds. */
  medianMilliseconds: number;
};

const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, " ");

/** Refines every request with the built-in engine and scores kind and facts. */
export const evaluateOffline = (requests: HeldOutRequest[], options: RefineOptionsInput = {}): EvaluatedRequest[] => {
  const parsed = refineOptionsSchema.parse(options);
  return requests.map((entry) => {
    const started = performance.now();
    const analysis = analyzeRequest(entry.request);
    const result = analysis ? composeAnalysis(analysis, parsed) : undefined;
    const milliseconds = performance.now() - started;
    const prompt = result?.prompt ?? "";
    return {
      ...entry,
      found: result?.kind ?? NEUTRAL_KIND,
      confidence: result?.confidence ?? 0,
      prompt,
      missedFacts: (entry.facts ?? []).filter((fact) => !normalize(prompt).includes(normalize(fact))),
      milliseconds,
    };
  });
};

const percent = (count: number, total: number) => Math.round((count / Math.max(1, total)) * 1000) / 10;

/** The figures `npm run eval:prompts` prints. */
export const summarizeEvaluation = (
  results: Pick<EvaluatedRequest, "kind" | "found" | "facts" | "missedFacts" | "milliseconds">[],
): EvaluationSummary => {
  const facts = results.reduce((sum, entry) => sum + (entry.facts?.length ?? 0), 0);
  const missed = results.reduce((sum, entry) => sum + entry.missedFacts.length, 0);
  const times = results.map((entry) => entry.milliseconds).sort((a, b) => a - b);
  return {
    requests: results.length,
    kindAccuracy: percent(results.filter((entry) => entry.found === entry.kind).length, results.length),
    neutralShare: percent(results.filter((entry) => entry.found === NEUTRAL_KIND).length, results.length),
    wrongKind: percent(
      results.filter((entry) => entry.found !== entry.kind && entry.found !== NEUTRAL_KIND).length,
      results.length,
    ),
    factRetention: percent(facts - missed, facts),
    medianMilliseconds: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10,
  };
};
