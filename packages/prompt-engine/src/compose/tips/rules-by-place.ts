import type { ExpertTip } from "./expert-tip.ts";
import { moneyAndHealthTips } from "./rules-by-place/money-and-health.ts";
import { tenancyTips } from "./rules-by-place/tenancy.ts";
import { workConsumerAndBusinessTips } from "./rules-by-place/work-consumer-and-business.ts";

/** Rules that differ by place: tenancy by US state and UK nation, work, consumer rights, a small business, money, benefits and care. */
export const rulesByPlaceTips: ExpertTip[] = [
  ...tenancyTips,
  ...workConsumerAndBusinessTips,
  ...moneyAndHealthTips,
].map(
  // A tip the request's place gates ("when" it names Texas or the UK) is that place's rule.
  (tip) => (tip.when === undefined ? tip : { ...tip, forPlace: true }),
);
