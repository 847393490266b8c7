import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for recipes and cooking: weeknight dinners, baking, what is in the cupboard, diets and allergies. */
export const cookingTips: ExpertTip[] = [
  {
    kinds: ["recipe"],
    about: "dinner quick weeknight leftovers ingredients",
    text: "Use what I have first, keep it to one pan or tray where possible, and give total hands-on time.",
    // 'Use what I have' needs the member to have named what they have.
    when: [
      "leftover",
      "leftovers",
      "i have",
      "i've got",
      "ive got",
      "have got",
      "fridge",
      "use up",
      "using up",
      "with",
    ],
  },
  {
    kinds: ["recipe"],
    about: "bake cake bread cookies baking",
    text: "Give weights in grams as well as cups, and the oven temperature for fan and conventional ovens.",
  },
  {
    kinds: ["recipe"],
    about: "ingredient pantry fridge cupboard onhand",
    text: "Use only the listed ingredients plus common staples (oil, salt, pepper), and mark any other ingredient as optional.",
  },
  {
    kinds: ["recipe"],
    about: "nooven oven stovetop microwave airfryer",
    text: "Use only the appliances mentioned with heat levels and times, and don't slip in an oven step like 'finish under the grill'.",
  },
  {
    kinds: ["recipe"],
    about: "quick weeknight fast minute",
    text: "Count prep (chopping, boiling water) in the total time and order steps so tasks run in parallel.",
  },
  {
    kinds: ["recipe"],
    about: "freezer freeze batch reheat portion",
    text: "Say which components freeze well (soups, stews, sauces) and which don't (cream sauces split, cooked pasta softens), cool food quickly, and label with the date.",
  },
  {
    kinds: ["recipe"],
    about: "picky fussy eater kid",
    text: "Keep flavours mild with components served separately, include one familiar 'safe' food, and cut choking hazards like whole grapes for under-4s.",
  },
  {
    kinds: ["recipe"],
    about: "vegan vegetarian plant based substitute",
    text: "Give substitutes by function (egg as binder → flax egg, as leavening → aquafaba) and note they don't swap 1:1 in every recipe.",
  },
  {
    // A menu for a nursery with a coeliac child needs it as much as one recipe does.
    kinds: ["recipe", "plan"],
    about: "gluten free nut nuts coeliac celiac",
    text: "Flag hidden sources (soy sauce and stock cubes can contain wheat, oats are often cross-contaminated), keep allergen-free food apart while preparing it, and check labels for 'may contain'.",
  },
  {
    kinds: ["recipe"],
    about: "slow cooker crockpot instant pot pressure",
    text: "Use less liquid than on the stove, don't put frozen meat in a slow cooker (too long in the danger zone), and give high and low times.",
  },
];
