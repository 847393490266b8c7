import { familyAndCarsTips } from "./everyday-life/family-and-cars.ts";
import { foodAndHomeTips } from "./everyday-life/food-and-home.ts";
import { healthAndChildrenTips } from "./everyday-life/health-and-children.ts";
import { petsMoneyAndRightsTips } from "./everyday-life/pets-money-and-rights.ts";
import { travelTips } from "./everyday-life/travel.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for everyday life: symptoms, babies, food safety, pets, the home, travel, money and hard talks. */
export const everydayLifeTips: ExpertTip[] = [
  ...healthAndChildrenTips,
  ...foodAndHomeTips,
  ...travelTips,
  ...petsMoneyAndRightsTips,
  ...familyAndCarsTips,
];
