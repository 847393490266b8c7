import { familyAndCarsTips } from "./everyday-life/family-and-cars.ts";
import { foodAndHomeTips } from "./everyday-life/food-and-home.ts";
import { healthAndChildrenTips } from "./everyday-life/health-and-children.ts";
import { petsTravelMoneyAndRightsTips } from "./everyday-life/pets-travel-money-and-rights.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for everyday life: symptoms, babies, food safety, pets, the home, travel, money and hard talks. */
export const everydayLifeTips: ExpertTip[] = [
  ...healthAndChildrenTips,
  ...foodAndHomeTips,
  ...petsTravelMoneyAndRightsTips,
  ...familyAndCarsTips,
];
