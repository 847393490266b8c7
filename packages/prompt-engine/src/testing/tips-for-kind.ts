import { findTips } from "../compose/find-tips.ts";
import type { KindId } from "../kinds.ts";
import { contentLemmas } from "../text/content-lemmas.ts";

/** The tips a request brings for one kind, at most three (or two, as a prompt takes them). */
export const tipsFor = (kind: KindId, typed: string, limit = 3) =>
  findTips([kind], contentLemmas(typed), limit, typed.toLowerCase()).join(" ");

/** The tips a request brings for one kind, at most two, as a prompt takes them. */
export const tipsWithin = (kind: KindId, typed: string) => tipsFor(kind, typed, 2);
