import { contentLemmas } from "./text/content-lemmas.ts";

/**
 * How much of the request's subject a library example covers: the share of the request's
 * content words (in dictionary form) that appear in the example's title and opening, 0–1.
 */
export const relevance = (request: Set<string>, example: string): number => {
  if (request.size === 0) return 0;
  const words = contentLemmas(example.slice(0, 600));
  const shared = [...request].filter((word) => words.has(word)).length;
  return shared < 2 ? 0 : shared / request.size;
};

/** Library examples below this relevance are not shown to the model: an unrelated example misleads. */
export const EXAMPLE_RELEVANCE_THRESHOLD = 0.3;
