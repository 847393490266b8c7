import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for direct questions: food safety, medicines, work, credit, renting and copyright. */
export const directQuestionTips: ExpertTip[] = [
  {
    kinds: ["question"],
    about: "safe eat expired leftover spoiled",
    text: "Give the general guideline (cooked leftovers about 3–4 days refrigerated, no more than 2 hours at room temperature) and note that smell isn't a reliable test.",
    // Food kept or left out, not a wild mushroom or a plant that may be poisonous however fresh.
    when: [
      ...["leftover", "leftovers", "fridge", "refrigerat", "left out", "overnight", "expired", "out of date"],
      ...["past its", "use by", "use-by", "best before", "sell by", "reheat", "reheating", "spoiled", "gone off"],
      ...["still good", "days old", "day old", "week old", "kept"],
    ],
  },
  {
    kinds: ["question"],
    about: "raw dough cookie dough flour",
    text: "Mention both raw egg (salmonella) and raw flour (E. coli) risks, and heat-treated flour with pasteurised eggs as the safer option.",
    // Eating the dough raw, not a dough that will not rise or a flour to bake with.
    when: ["raw", "uncooked", "unbaked", "eat", "eating", "ate", "lick", "taste"],
  },
  {
    kinds: ["question", "advice"],
    about: "overtime break unpaid employer labor",
    text: "Say rules vary by country and state, give the common general rule, and point to the labour department or an employment lawyer for their case.",
  },
  {
    kinds: ["question"],
    about: "medication medicine pharmacist ibuprofen combine",
    text: "Don't give dosages beyond the package label; tell them to follow the label and ask a pharmacist, especially about combining medicines or existing conditions.",
  },
  {
    kinds: ["question", "explanation"],
    about: "credit score credit inquiry hard soft",
    text: "Distinguish soft checks (checking your own score: no effect) from hard inquiries (small temporary drop), and note rate-shopping for one loan within a short window usually counts once.",
    // Checks on a credit file, not every question about scores.
    when: [
      "inquiry",
      "inquiries",
      "enquiry",
      "enquiries",
      "hard pull",
      "soft pull",
      "hard check",
      "soft check",
      "check my score",
      "checking my score",
      "check my credit",
      "checking my credit",
      "applying",
      "apply for",
      "shopping around",
      "rate shopping",
    ],
  },
  {
    kinds: ["question", "advice"],
    about: "tenant eviction entry lease",
    // The landlord's entry, not any question about a lease.
    when: [
      "enter",
      "entering",
      "entry",
      "access",
      "inspection",
      "inspect",
      "come in",
      "comes in",
      "coming in",
      "let himself in",
      "let herself in",
      "keys",
      "key",
    ],
    // A key paid or handed over is no entry: "a $500 key deposit", "return the keys".
    unless: ["key deposit", "key money", "return the keys", "hand back the keys", "keys back"],
    text: "Give the common rule (in many places landlords must give written notice, often 24–48 hours, except emergencies) and point to the local tenant board or legal aid.",
  },
  {
    kinds: ["question"],
    about: "copyright fairuse permission license",
    text: "Explain that being online doesn't make something free to use, outline licensing options (Creative Commons, stock), and note fair use is decided case by case.",
  },
];
