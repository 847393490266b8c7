import type { DetectedKind } from "../../../providers/ai/understanding/deliverable-kinds.ts";
import type { RoughRequest } from "./rough-request.ts";

export type ScoredRequest = RoughRequest & {
  prompt: string;
  detectedKind: DetectedKind;
  keptFacts: string[];
  missedFacts: string[];
  /** Text that should have been dropped (a corrected slip) but is still there. */
  leftovers: string[];
  /** Lines that read as cut or garbled. */
  garbled: string[];
};

const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/gu, "'").replace(/\s+/gu, " ");
// A sentence may end in "for" or "about" ("the style I asked for"); it cannot end in an article,
// "of", a conjunction or a title ("Figures: 2.3 of", "… teacher Mrs.").
const danglingEnd = /(?<![\p{L}\p{N}])(?:a|an|the|of|and|or|but|my|our|your|dr|mr|mrs|ms|st|e\.g|i\.e)[.:]?$/iu;

/** Lines of a prompt that end mid-phrase ("Figures: 2.3 of", "… Dr.") or hold an empty value. */
export const findGarbledLines = (prompt: string) =>
  prompt
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*]|\d+\.)\s*/u, "").trim())
    .filter((line) => line !== "" && !/^(?:"""|<\/?[a-z_]+>|##)/u.test(line))
    .filter(
      (line) =>
        danglingEnd.test(line) ||
        (/:\s*$/u.test(line) && !/^[A-Z][\w ]+:$/u.test(line)) ||
        /\(\s*\)|\[\s*\]/u.test(line),
    );

/** Scores one request's refined prompt against what the set expects of it. */
export const scoreRequest = (request: RoughRequest, prompt: string, detectedKind: DetectedKind): ScoredRequest => {
  const text = normalize(prompt);
  const keptFacts = request.facts.filter((fact) => text.includes(normalize(fact)));
  return {
    ...request,
    prompt,
    detectedKind,
    keptFacts,
    missedFacts: request.facts.filter((fact) => !keptFacts.includes(fact)),
    leftovers: (request.dropped ?? []).filter((slip) =>
      new RegExp(`(?<![\\p{L}])${slip}(?![\\p{L}])`, "iu").test(prompt),
    ),
    garbled: findGarbledLines(prompt),
  };
};

/** The figures `npm run eval:prompts` prints. */
export const summarizeScores = (scored: ScoredRequest[]) => {
  const facts = scored.reduce((sum, entry) => sum + entry.facts.length, 0);
  const kept = scored.reduce((sum, entry) => sum + entry.keptFacts.length, 0);
  const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);
  const right = scored.filter((entry) => entry.detectedKind === entry.kind).length;
  const neutral = scored.filter((entry) => entry.detectedKind === "neutral").length;
  return {
    requests: scored.length,
    domains: new Set(scored.map((entry) => entry.domain)).size,
    kindAccuracy: share(right, scored.length),
    neutralShare: share(neutral, scored.length),
    otherKind: scored.length - right - neutral,
    factRetention: share(kept, facts),
    allFactsKept: share(scored.filter((entry) => entry.missedFacts.length === 0).length, scored.length),
    leftovers: scored.filter((entry) => entry.leftovers.length > 0).length,
    garbled: scored.filter((entry) => entry.garbled.length > 0).length,
  };
};
