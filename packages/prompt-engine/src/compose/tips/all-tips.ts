import type { ExpertTip } from "./expert-tip.ts";
import { learningTips } from "./learning.ts";
import { lifeAndWorkTips } from "./life-and-work.ts";
import { technicalTips } from "./technical.ts";
import { writingTips } from "./writing.ts";

/** Every tip, by the group of kinds it helps with. */
export const expertTips: ExpertTip[] = [...technicalTips, ...writingTips, ...learningTips, ...lifeAndWorkTips];
