import { careerAndBusinessTips } from "./career-and-business.ts";
import { compositionTips } from "./composition.ts";
import { correspondenceTips } from "./correspondence.ts";
import { dataTips } from "./data.ts";
import { editingTips } from "./editing.ts";
import { everydayTips } from "./everyday.ts";
import type { ExpertTip } from "./expert-tip.ts";
import { learningTips } from "./learning.ts";
import { publishingTips } from "./publishing.ts";
import { technicalTips } from "./technical.ts";

/** Every tip, by the group of kinds it helps with. */
export const expertTips: ExpertTip[] = [
  ...correspondenceTips,
  ...publishingTips,
  ...compositionTips,
  ...editingTips,
  ...technicalTips,
  ...dataTips,
  ...learningTips,
  ...everydayTips,
  ...careerAndBusinessTips,
];
