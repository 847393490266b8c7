import type { ClauseReading } from "./clause-reading.ts";
import type { DeliverableKind } from "./deliverable-kinds.ts";
import { dataWords, planDomains } from "./domain-words.ts";
import { namesPerson } from "./function-words.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import type { Token } from "./tokens.ts";

const openers = new Set("ok okay so um well and also then but".split(" "));
const firstPerson = new Set(["i", "we", "i'm", "we're", "i've", "we've"]);
/** "I have", "we're organizing", "I'm giving": the person has or is doing something. */
const situationVerbs = new Set(
  `have has had got having giving doing organizing organising hosting planning throwing attending taking running
  holding preparing`.split(/\s+/u),
);
const ownVerbs = new Set("have has had got having".split(" "));
/** "I'm giving a eulogy", "we're writing a grant proposal": what they are making is what they need help with. */
const makingVerbs = new Set("giving doing preparing writing delivering making".split(" "));
const eventKinds = new Map<string, DeliverableKind>([
  ["interview", "interview-prep"],
  ["interviews", "interview-prep"],
  ["talk", "presentation"],
  ["presentation", "presentation"],
  ["pitch", "presentation"],
  ["meeting", "meeting-agenda"],
  ["1:1", "meeting-agenda"],
  ["test", "study-plan"],
]);
const failures = new Set(
  `crash crashes crashed crashing fail fails failed failing freezes froze freezing hangs throws throwing broken
  error errors exception won't doesn't isn't can't stopped drains draining overheats overheating lags lagging
  leaks leaking slow slower stuck die dies died dropped drops fell declined decreased noise noises grinding squeaking rattling
  smells smell smoke blank loud noisy flickering beeping clicking buzzing humming wilting yellowing dying peeling
  cracking sticking sinking collapsing`.split(/\s+/u),
);
/** What a metric problem is about: "conversion rate dropped", "sales fell". */
const metricWords = new Set(
  "rate rates conversion conversions traffic sales revenue churn signups bounce retention".split(" "),
);
const wrongs = new Set(
  `hasn't haven't didn't won't refuses refused lost broke broken damaged cancelled canceled ignored overcharged never`.split(
    /\s+/u,
  ),
);

const feelings = new Set(
  `nervous anxious stressed overwhelmed tired exhausted lonely bored sad unmotivated stuck lost insecure jealous angry
  burnt burned burnout scared afraid worried panicky panicking`.split(/\s+/u),
);
const intensifiers = new Set("so really super very always too kind of quite".split(" "));

/** "I have no idea what I'm supposed to do", "I'm not sure where to begin": lost in a new role or situation. */
const notKnowing =
  /\bi (?:have no idea|don't know|do not know|am not sure|'m not sure) (?:what|where|how)\b|\bi'm not sure (?:what|where|how)\b/u;

/** "I keep waking up at 3am", "I can't stop overthinking", "I get super nervous speaking": a worry of their own. */
const isWorry = (words: string[]) =>
  notKnowing.test(words.join(" ")) ||
  words.some((word, index) => {
    if (!["i", "i'm"].includes(word)) return false;
    let at = index + 1;
    if (word === "i'm") return feelings.has(words.slice(at).find((next) => !intensifiers.has(next)) ?? "");
    if (/^keep$/u.test(words[at] ?? "")) return /ing$/u.test(words[at + 1] ?? "");
    if (["can't", "cannot"].includes(words[at] ?? ""))
      return ["sleep", "stop", "focus", "seem", "fall", "get"].includes(words[at + 1] ?? "");
    if (!["get", "feel", "am", "always"].includes(words[at] ?? "")) return false;
    at += 1;
    while (intensifiers.has(words[at] ?? "")) at += 1;
    return feelings.has(words[at] ?? "");
  });

/** Things that go wrong in a home, a garden or a body: "there's a damp patch on my ceiling". */
const troubles = new Set(
  `damp patch stain stains crack cracks hole holes leak mould mold mildew rust ants mice rats wasps flies cockroaches
  bugs fleas moths slugs aphids weeds smell lump bump rash water puddle condensation draught draft`.split(/\s+/u),
);
/** Symptoms of one's own: "I get headaches every afternoon", "I keep getting cramps when I run". */
const symptoms = new Set(
  `headache headaches migraine migraines cramp cramps heartburn nosebleeds nosebleed rash rashes dizzy dizziness nausea
  nauseous hiccups acne cough coughing pain pains aches bloating bloated itchy itching numbness tingling`.split(/\s+/u),
);
const hasSymptom = (words: string[]) =>
  words.some(
    (word, index) =>
      ["i", "i've", "i'm"].includes(word) &&
      words.slice(index + 1, index + 4).some((next) => /^(?:get|getting|have|having|feel|feeling|got)$/u.test(next)) &&
      words.slice(index + 1, index + 7).some((next) => symptoms.has(next)),
  );

/** What a clause that asks for nothing says about the person's situation. */
export const readStatement = (tokens: Token[]): ClauseReading => {
  const words = tokens.map((token) => token.word);
  let at = 0;
  while (openers.has(words[at] ?? "")) at += 1;
  const subject = words[at] ?? "";
  const reading: ClauseReading = { asks: false };

  let verbAt = at + 1;
  while (["am", "are", "'m", "'re", "just", "also", "really"].includes(words[verbAt] ?? "")) verbAt += 1;
  const verb = words[verbAt] ?? "";
  if (firstPerson.has(subject) && (situationVerbs.has(verb) || makingVerbs.has(verb))) {
    const phrase = readNounPhrase(tokens, verbAt + 1);
    if (phrase) {
      const objectWords = words.slice(phrase.from, phrase.to + 1);
      const head = words[phrase.head] ?? "";
      // "I have a budget of $2,000" sets a limit; it does not ask for a budget.
      const isLimit = head === "budget" && ownVerbs.has(verb);
      reading.situationKind = isLimit
        ? undefined
        : (eventKinds.get(head) ?? planDomains.get(head) ?? (makingVerbs.has(verb) ? phrase.kind : undefined));
      reading.suppliesData = objectWords.some((word) => dataWords.has(word)) && verb !== "planning";
    }
  }
  // "my essay is due tomorrow": what is due is what they need help with.
  if (["my", "our"].includes(subject)) {
    const owned = readNounPhrase(tokens, at);
    // "my teenager ignores me": the phrase may run on into the verb, so any person in it counts.
    const ownedWords = owned ? words.slice(at + 1, owned.head + 1) : [];
    // "my 7 year old lies about homework": an age names a child.
    const isPerson = ownedWords.some((_, index) => namesPerson(ownedWords, index));
    if (owned && !owned.kind) reading.concerns = isPerson ? "person" : "thing";
    const next = words.slice((owned?.to ?? at) + 1, (owned?.to ?? at) + 3);
    if (owned?.kind && ["is", "are", "'s"].includes(next[0] ?? "") && next[1] === "due") {
      reading.situationKind = owned.kind;
    }
  }
  if (isWorry(words)) reading.concerns = "self";
  // "there's a damp patch on my ceiling", "there are ants in our kitchen": trouble with something of theirs.
  const isTrouble = words.some((word) => failures.has(word) || troubles.has(word));
  if (
    isTrouble &&
    /^there(?:'s|’s)?$/u.test(subject) &&
    (subject !== "there" || ["is", "are"].includes(words[at + 1] ?? ""))
  ) {
    const owner = words.findIndex((word, index) => index > at && (word === "my" || word === "our"));
    if (owner > 0) reading.concerns = namesPerson(words, owner + 1) ? "person" : "thing";
  }
  const hasFailure =
    words.some((word) => failures.has(word)) ||
    words.some((word, index) => /^keeps?$/u.test(word) && /ing$/u.test(words[index + 1] ?? "")) ||
    tokens.some((token) => /(?:Error|Exception)\b/u.test(token.text)) ||
    // "returns 404", "getting a 502": an HTTP error status; "#N/A", "#VALUE!": a spreadsheet error.
    words.some((word, index) => /^[45]\d\d$/u.test(word) && index > 0) ||
    tokens.some((token) => /^#(?:n\/a|value|ref|div\/0|name|num|null)/iu.test(token.text));
  reading.isProblem = (hasFailure && !firstPerson.has(subject)) || hasSymptom(words);
  reading.isMetricProblem = reading.isProblem && words.some((word) => metricWords.has(word));
  reading.isGrievance = !firstPerson.has(subject) && words.some((word) => wrongs.has(word));
  return reading;
};
