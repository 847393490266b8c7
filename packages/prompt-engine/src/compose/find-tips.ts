import { kindModel } from "../classify/classify-kind.ts";
import type { KindId } from "../kinds.ts";
import { asksForPhrase, asksToMake, containsPhrase } from "../text/contains-phrase.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { countriesNamed, countriesOutsideBrackets, fitToPlace } from "./fit-to-place.ts";
import { describesFeedback } from "./profiles/profile-phrases.ts";
import { expertTips } from "./tips/all-tips.ts";
import type { ExpertTip } from "./tips/expert-tip.ts";

let tipLemmas: Set<string>[] | undefined;

/** The content words of the fixed lines tips are compared with (tips' and profiles' texts), read once each. */
const lineLemmas = new Map<string, Set<string>>();
const lemmasOfLine = (text: string) => {
  let words = lineLemmas.get(text);
  if (!words) lineLemmas.set(text, (words = contentLemmas(text)));
  return words;
};

/** Topic words a request must share with a tip (in dictionary form, not generic) for the tip to apply… */
export const TIP_SHARED_WORDS = 2;
/** …and the share of the tip's topic they must cover, unless they are one more than that. */
export const TIP_SHARED_SHARE = 0.3;

/**
 * Words every domain uses ("plan", "week", "questions"): sharing them says nothing about the
 * topic, so a workout plan for the week does not bring a meal plan's tip.
 */
const generic = new Set(
  `plan week day month year time schedule list question tough hard easy good best new big small idea way thing people
  fix find learn make start use help daily weekly give get`.split(/\s+/u),
);

/** Words that stand for a thing named elsewhere: "not the first one" refuses no tip that says "ones". */
const standsForAnother = new Set(["one", "ones", "thing", "things", "kind", "sort"]);

/**
 * The words the request refuses ("do NOT offer a refund", "no hashtags", "don't mention the price",
 * "it shouldn't rhyme", "doesnt have to rhyme"): the contracted forms count as "should not" does.
 */
const negatedWords = (lower: string): Set<string> => {
  const refused = new Set<string>();
  for (const match of lower.matchAll(
    /\b(?:no|not|don'?t|do not|never|without|avoid|skip|shouldn'?t|mustn'?t|needn'?t|doesn'?t (?:have|need) to)\s+((?:[\p{L}'-]+\s*){1,3})/gu,
  ))
    for (const word of contentLemmas(match[1]!)) if (!standsForAnother.has(word)) refused.add(word);
  return refused;
};

/**
 * Occasions a tip can be written for: a tip that speaks of one (a funeral's condolences, a
 * wedding's couple) suits only a request about it, whatever words they share ("passed my exams").
 */
const occasions = [
  /\b(?:died|death|deceased|passing away|passed away|funeral|condolences?|obituar\w*|bereave\w*|memorial service)\b/iu,
  /\b(?:wedding|bride|groom|bridesmaids?|best man|maid of honou?r|newlyweds?)\b/iu,
];
/**
 * The piece each occasion's request asks for, in the order of `occasions`: a eulogy that recalls the
 * weddings he sang at is for a funeral, and takes no wedding's tip.
 */
const piecesForOccasion = [
  /\b(?:eulogy|obituar\w*|committal|funeral (?:service|speech|reading)|memorial service|tribute to (?:my|our|the) late)\b/iu,
  /\b(?:wedding (?:speech|ceremony|toast|vows|reading)|best man(?:'s)? speech|maid of honou?r speech|our vows|officiat\w* (?:a|the|our|my) wedding)\b/iu,
];
/** Tools a tip can be written for: a bash tip does not suit a request that names Python instead. */
const tools = new Set(
  "bash shell powershell python javascript typescript excel vba sheets pandas react sql postgres mysql git docker".split(
    " ",
  ),
);

/** A tip written for an occasion or a tool the request does not share. */
const suitsOccasionAndTool = (
  tip: { about: string; text: string },
  about: Set<string>,
  request: Set<string>,
  lower: string,
) => {
  const tipOccasion = occasions.findIndex((occasion) => occasion.test(`${tip.about} ${tip.text}`));
  if (tipOccasion >= 0 && !occasions[tipOccasion]!.test(lower)) return false;
  if (tipOccasion >= 0 && piecesForOccasion.some((piece, at) => at !== tipOccasion && piece.test(lower))) return false;
  const tipTools = [...about].filter((word) => tools.has(word));
  const requestTools = [...request].filter((word) => tools.has(word));
  return tipTools.length === 0 || requestTools.length === 0 || tipTools.some((tool) => request.has(tool));
};

/**
 * A tip that schedules feedback or scores in a practice session (a role-play, a quiz taken now): the
 * member who speaks of feedback there has set its rhythm and form.
 */
const schedulesFeedback = (text: string, kinds: readonly KindId[], lower: string) =>
  /\b(?:feedback|scored?|scores|scoring|band)\b/iu.test(text) &&
  kinds.some((kind) => kind === "role-play" || kind === "quiz") &&
  describesFeedback(lower);

/** A tip that speaks of an e-mail does not suit a text message (a chat has no subject, no formal notice). */
const namesAnotherMedium = (text: string, kinds: readonly KindId[]) =>
  /\be-?mails?\b/iu.test(text) && kinds.includes("message") && !kinds.includes("email");

/** A tip for one grammatical person ("in third person") where the member asks for the other. */
const namesOtherPerson = (text: string, lower: string) =>
  (/\bthird person\b/iu.test(text) && /\bfirst person\b/u.test(lower)) ||
  (/\bfirst person\b/iu.test(text) && /\bthird person\b/u.test(lower));

/**
 * A tip that keeps words out of a generated picture ("add the brand name afterwards, since
 * generators garble text") where the member asks for words in it ("hand-lettered labels").
 */
const keepsOutWordsAskedFor = (text: string, lower: string) =>
  /\bgarbl\w*/iu.test(text) &&
  /\b(?:labels?|labell?ed|lettering|lettered|caption\w*|typography|(?:text|words?|name|title) (?:on|in|across|at|that says|saying|reading)|(?:that|which|it) says|saying ["“'])/u.test(
    lower,
  );

/** A tip that counts what the member says not to count ("no need for calorie counts", "skip the macros"). */
const countsWhatIsRefused = (text: string, lower: string) =>
  /\b(?:grams per serving|calories|calorie|macros|per serving)\b/iu.test(text) &&
  /\b(?:no|not|don'?t|do not|without|skip)\b(?:\s+[\w-]+){0,3}?\s+(?:calorie|calories|counts?|counting|macros|nutrition(?:al)? (?:info|information|facts))\b/u.test(
    lower,
  );

/** A tip whose way of working the request rules out: its feedback rhythm, its medium, its person, its words, its counts. */
const clashesWithRequest = (text: string, kinds: readonly KindId[], lower: string) =>
  countsWhatIsRefused(text, lower) ||
  schedulesFeedback(text, kinds, lower) ||
  namesAnotherMedium(text, kinds) ||
  namesOtherPerson(text, lower) ||
  keepsOutWordsAskedFor(text, lower);

/** The countries a place's rule is for: those its gate and its text name. */
const tipCountries = new Map<ExpertTip, Set<number>>();
const countriesOfTip = (tip: ExpertTip) => {
  let named = tipCountries.get(tip);
  if (!named)
    tipCountries.set(
      tip,
      (named = new Set([...countriesNamed((tip.when ?? []).join(" | ")), ...countriesOutsideBrackets(tip.text)])),
    );
  return named;
};

/**
 * A place's rule where the member names only other countries, by name or by the currency of their
 * sums: a sole trader in Cork with €30k of turnover is not under the UK's VAT threshold.
 */
const ruleOfElsewhere = (tip: ExpertTip, members: Set<number>) => {
  if (tip.forPlace !== true || members.size === 0) return false;
  const places = countriesOfTip(tip);
  return places.size > 0 && ![...places].some((place) => members.has(place));
};

/** Two tips that say much the same (two words and a third of the shorter one's shared): only the first is kept. */
/** Numbers say nothing of what a line is about ("the one or two most common misconceptions"). */
const number = /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten)$/u;

const overlaps = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((word) => b.has(word) && !number.test(word)).length;
  // One word in common ("mark", "say") is chance, however short a line is.
  return shared >= 2 && shared / Math.min(a.size, b.size) >= 1 / 3;
};

/** The words the kinds' requests share whatever their topic ("formula", "sheet"): no topic of their own. */
const vocabularyOf = (kinds: readonly KindId[]) => new Set(kinds.flatMap((kind) => kindModel.vocabulary[kind] ?? []));

/**
 * The tips for any of the kinds whose topic is close enough to the request: at least
 * TIP_SHARED_WORDS shared words that are not generic, one of them beyond the kinds' own vocabulary
 * when the tip's topic has such words (a topic of a sheet formula must share more than "sheet"), covering TIP_SHARED_SHARE of the tip's
 * topic (or one word more, whatever the share: a topic lists synonyms), nothing in the request
 * that the tip would contradict, and no tip saying what a better one already says; best first.
 */
export const findTips = (
  kinds: readonly KindId[],
  request: Set<string>,
  limit = 2,
  /** The request lower-cased, for the tips' phrases and what it refuses. */
  typed = "",
  /** Lines the prompt already has: a tip saying much the same is left out. */
  taken: readonly string[] = [],
  /**
   * What the request pastes (code, a text to rework), lower-cased: a situation a tip's 'unless'
   * names (code that removes items in its loop) rules the tip out there too.
   */
  pasted = "",
): string[] => {
  tipLemmas ??= expertTips.map((tip) => contentLemmas(tip.about));
  // Phrases are written with a straight apostrophe; phones and word processors type a curly one.
  const lower = typed.replace(/[‘’]/gu, "'");
  const refused = negatedWords(lower);
  const members = countriesNamed(lower);
  const vocabulary = vocabularyOf(kinds);
  const present = taken.map(lemmasOfLine);
  const chosen: { text: string; words: Set<string> }[] = [];
  const candidates = expertTips
    .map((tip, index) => {
      const rejected = { tip, shared: 0, share: 0, admitted: false };
      if (!tip.kinds.some((kind) => kinds.includes(kind))) return rejected;
      if (
        (tip.unless ?? []).some((phrase) => containsPhrase(lower, phrase) || containsPhrase(pasted, phrase)) ||
        (tip.when !== undefined &&
          !tip.when.some((phrase) => (tip.whenMade ? asksToMake(lower, phrase) : asksForPhrase(lower, phrase)))) ||
        (tip.whenPattern !== undefined && !tip.whenPattern.test(lower)) ||
        tip.unlessPattern?.test(lower) === true ||
        ruleOfElsewhere(tip, members)
      )
        return rejected;
      if (clashesWithRequest(tip.text, kinds, lower)) return rejected;
      if (tip.urgent === true) return { ...rejected, admitted: true };
      const about = tipLemmas![index]!;
      if (lower !== "" && !suitsOccasionAndTool(tip, about, request, lower)) return rejected;
      const topical = [...about].filter((word) => !generic.has(word));
      const shared = topical.filter((word) => request.has(word));
      // A tip with a topic of its own beyond how its kinds are asked for needs one of those words.
      const distinctive = topical.filter((word) => !vocabulary.has(word));
      if (distinctive.length > 0 && !distinctive.some((word) => request.has(word))) return rejected;
      return { tip, shared: shared.length, share: shared.length / about.size, admitted: false };
    })
    .filter(
      ({ shared, share, admitted }) =>
        admitted || shared >= TIP_SHARED_WORDS + 1 || (shared >= TIP_SHARED_WORDS && share >= TIP_SHARED_SHARE),
    )
    // Safety first; then the rule of the place the member names, which answers them more closely
    // than any general tip.
    .sort(
      (a, b) =>
        Number(b.tip.urgent === true) - Number(a.tip.urgent === true) ||
        Number(b.tip.forPlace === true) - Number(a.tip.forPlace === true) ||
        b.shared - a.shared ||
        b.share - a.share,
    );
  for (const { tip } of candidates) {
    if (chosen.length === limit) break;
    const text = fitToPlace(tip.text, lower);
    const words = lemmasOfLine(text);
    if ([...words].some((word) => refused.has(word))) continue;
    if (present.some((line) => overlaps(line, words))) continue;
    if (!chosen.some((other) => overlaps(other.words, words))) chosen.push({ text, words });
  }
  return chosen.map(({ text }) => text);
};
