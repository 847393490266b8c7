import type { KindId } from "../kinds.ts";
import { containsPhrase } from "../text/contains-phrase.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { expertTips } from "./tips/all-tips.ts";

let tipLemmas: Set<string>[] | undefined;

/** How much of a tip's topic the request must share (in dictionary-form words) for the tip to apply. */
export const TIP_THRESHOLD = 0.33;

/**
 * Words every domain uses ("plan", "week", "questions"): sharing them says nothing about the
 * topic, so a workout plan for the week does not bring a meal plan's tip.
 */
const generic = new Set(
  `plan week day month year time schedule list question tough hard easy good best new big small idea way thing people
  fix find learn make start use help daily weekly`.split(/\s+/u),
);

/**
 * The tips for a kind whose topic is close enough to the request: at least two shared words
 * (in dictionary form) that are not generic, covering at least TIP_THRESHOLD of the tip's topic,
 * and nothing in the request that the tip would contradict; best first.
 */
export const findTips = (kind: KindId, request: Set<string>, limit = 2, lower = ""): string[] => {
  tipLemmas ??= expertTips.map((tip) => contentLemmas(tip.about));
  return expertTips
    .map((tip, index) => {
      if (!tip.kinds.includes(kind)) return { tip, score: 0 };
      if ((tip.unless ?? []).some((phrase) => containsPhrase(lower, phrase))) return { tip, score: 0 };
      const about = tipLemmas![index]!;
      const shared = [...about].filter((word) => request.has(word) && !generic.has(word)).length;
      const score = shared >= 2 ? shared / about.size : 0;
      return { tip, score };
    })
    .filter(({ score }) => score >= TIP_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ tip }) => tip.text);
};
