import { peopleNouns } from "../understanding/function-words.ts";
import { alternation, wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

// "my boss", "my sister", "he keeps…", "tell her", "talk to the landlord": someone else is part of it.
const otherPeople = wordPattern(
  `${alternation([...peopleNouns])}|ex|crush|date|someone|somebody|he|she|him|her|his|they|them|their|client|clients|customer|customers|recruiter|interviewer|in-laws|guy|girl|people|person|everyone|anyone|\\d+[\\s-]*(?:years?|yrs?|months?)[\\s-]*olds?`,
  "iu",
);
const talking = wordPattern(
  "tell|telling|talk|talking|say|saying|ask|asking|explain(?:ing)? (?:it |this |that )?to|break (?:it|the news)|confront|apologi[sz]e|negotiate|break up|dump|propose|persuade|convince|reject|turn down|bring (?:it|this|that) up|conversation",
  "iu",
);

/** Situations where a person should be brought in, and who: a doctor, a lawyer, an adviser, help at once. */
const stakes: [RegExp, string][] = [
  [
    wordPattern(
      "abus(?:e|ed|ive)|violen(?:t|ce)|(?:hits?|hitting|hurts?|punch(?:es|ed)?|kick(?:s|ed)?) (?:me|him|her|them|us|my)|bull(?:y|ies|ied|ying)|threat(?:en|ens|ened|ening)?s?|stalk(?:s|ed|ing|er)?|unsafe|not safe|scared of (?:him|her|them)|suicid(?:e|al)|self[\\s-]?harm|kill (?:myself|himself|herself)",
      "iu",
    ),
    "someone who can step in and keep people safe (the school or workplace, the police, a helpline)",
  ],
  [
    wordPattern(
      "pain|painful|hurts|ache|aches|headaches?|migraines?|cramps?|nausea|dizziness|numbness|heartburn|sick(?!\\s+(?:of|and tired))|illness|symptoms?|medication|medicine|pills|pregnan(?:t|cy)|injur(?:y|ed|ies)|diagnos(?:is|ed)|blood pressure|diabetes|allerg(?:y|ic)|rash|fever|lump|dizzy|insomnia|can'?t sleep|eating disorder|not eating|drinking too much|addict(?:ed|ion)?",
      "iu",
    ),
    "a doctor",
  ],
  [
    wordPattern(
      "anxi(?:ety|ous)|depress(?:ed|ion)|panic attacks?|grie(?:f|ving)|trauma|burn(?:ed|t)? ?out|therapy|therapist|mental health|lonely|loneliness",
      "iu",
    ),
    "a doctor or a counsellor",
  ],
  [
    wordPattern(
      "legal|illegal|lawyer|sue|suing|lawsuit|court|contract|evict(?:ed|ion)?|(?:return|give back|keep|kept|keeping|withh[oe]ld\\w*)\\s+(?:\\S+\\s+){0,2}deposit|deposit back|custody|divorce|visa|immigration|police|unfair(?:ly)? (?:dismiss(?:ed|al)|fired)|wrongful(?:ly)? (?:dismiss(?:ed|al)|fired|terminat(?:ed|ion))|discriminat(?:ed|ion)|harass(?:ed|ment)|inheritance|tenant rights|copyright|trademark",
      "iu",
    ),
    "a lawyer or an advice service",
  ],
  [
    wordPattern(
      "debts?|loans?|mortgage|invest(?:ing|ment|ments)?|pension|retirement|bankrupt(?:cy)?|credit (?:card|score)s?|overdraft|inheritance|401k|stocks?|crypto",
      "iu",
    ),
    "a financial adviser",
  ],
  [wordPattern("tax(?:es)?|tax return|self[\\s-]?assessment|vat|irs|hmrc", "iu"), "an accountant"],
];

/** Work where a mistake can hurt someone or cost a lot: "rewire a light switch", "fix my brakes". */
const risky = wordPattern(
  "electric\\w*|wiring|rewire|light switch(?:es)?|dimmer|outlets?|sockets?|fuse ?box|circuit|gas|boiler|roof|ladder|chainsaw|asbestos|mou?ld|load[\\s-]?bearing|brakes?|tyres?|tires?|plumbing|water heater|chemicals?|bleach",
  "iu",
);

/** Who finds and fixes what a diagnosis is about: "my car grinds" → a mechanic; seedlings need nobody. */
const repairers: [RegExp, string][] = [
  [
    wordPattern("car|van|truck|engine|brakes?|gearbox|clutch|exhaust|tyres?|tires?|motorbike|scooter", "iu"),
    "a mechanic",
  ],
  [
    wordPattern("dog|puppy|cat|kitten|rabbit|hamster|guinea pig|parrot|budgie|horse|tortoise|ferret|pet", "iu"),
    "a vet",
  ],
  [
    wordPattern(
      "electric\\w*|wiring|fuse ?box|circuit|breaker|sockets?|outlets?|gas|boiler|furnace|carbon monoxide",
      "iu",
    ),
    "a qualified electrician or gas engineer",
  ],
  [wordPattern("ants|mice|rats|wasps|cockroaches|bed ?bugs|termites|fleas|moths", "iu"), "pest control"],
  [wordPattern("laptop|computer|pc|phone|tablet|printer|console|tv", "iu"), "a repair shop"],
  [
    wordPattern("leak(?:s|ing)?|pipes?|drains?|toilet|tap|faucet|water heater|damp|mou?ld", "iu"),
    "a plumber or builder",
  ],
  [
    wordPattern(
      "fridge|freezer|washing machine|washer|dryer|dishwasher|oven|hob|microwave|air ?con\\w*|heat pump",
      "iu",
    ),
    "a repair technician",
  ],
];

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

const mistakesLine = (who: string[]) =>
  who.length > 0
    ? `Point out the common mistakes to avoid, and say when to involve ${listed(who)}.`
    : "Point out the common mistakes to avoid.";

/**
 * Advice and instructions fit their situation: the words for a conversation only when someone else
 * is part of it, and a line on bringing someone in only where health, safety, the law or money make
 * it right, naming who ("a doctor", "a lawyer") — never a counsellor for choosing a hobby, or a
 * professional for saving on groceries. Instructions keep a safety line where the work is risky; a
 * diagnosis names who to call for the thing at hand (a mechanic, a vet), and nobody for seedlings.
 */
export const forSituation = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if (kind !== "advice" && kind !== "how-to" && kind !== "diagnosis") return profile;
  const who = [...new Set(stakes.filter(([words]) => words.test(request)).map(([, person]) => person))];
  if (kind === "diagnosis") {
    const fixers = [...new Set([...repairers, ...stakes].filter(([words]) => words.test(request)).map(([, p]) => p))];
    const whenToStop =
      fixers.length > 0
        ? `Say plainly when to stop and call ${listed(fixers)}, and any safety risk.`
        : "Say what to do if none of these checks finds the cause.";
    return {
      ...profile,
      requirements: profile.requirements.map((line) => (/professional/u.test(line) ? whenToStop : line)),
    };
  }
  if (kind === "how-to") {
    const isRisky = risky.test(request);
    return {
      ...profile,
      requirements: profile.requirements.map((line) =>
        /professional/u.test(line)
          ? isRisky
            ? "Point out common mistakes and every safety risk, and say when to call a qualified professional instead."
            : mistakesLine(who)
          : line,
      ),
    };
  }
  const withOthers = otherPeople.test(request) || talking.test(request);
  const requirements = profile.requirements.flatMap((line) => {
    if (/conversation/u.test(line))
      return withOthers
        ? ["Give me the words for the conversation: an opening line, and how to answer the likely reactions."]
        : [];
    return [/professional/u.test(line) ? mistakesLine(who) : line];
  });
  return {
    ...profile,
    requirements,
    output: withOthers
      ? "A short answer first, then the steps, then what to say and what to avoid."
      : "A short answer first, then the steps, then what to avoid.",
  };
};
