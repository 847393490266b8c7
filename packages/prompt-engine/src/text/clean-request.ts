import { readTerms, type Term } from "./nlp.ts";
import { protectedSpans, separateMaterial } from "./separate-material.ts";

/** A request ready to be composed: the instruction in the member's words, and the pasted material. */
export type CleanRequest = {
  /** The instruction with fillers removed and self-corrections applied, otherwise as typed. */
  request: string;
  /** Pasted text, code or data, byte for byte ("" when none). */
  material: string;
};

type Cut = { start: number; end: number; insert: string };

/** Spoken lead-ins that carry nothing, said at the start of a sentence. */
const leadIns = new Set(["so", "okay", "ok", "well", "basically", "right", "alright", "anyway"]);
/** Words that make a lead-in part of a phrase ("Right now I'm doing 5 nights", "Well done steak"). */
const leadInPhrases: Record<string, Set<string>> = {
  right: new Set([
    "now",
    "away",
    "after",
    "before",
    "here",
    "there",
    "then",
    "next",
    "side",
    "hand",
    "way",
    "one",
    "answer",
  ]),
  well: new Set(["done", "known", "written", "paid", "water", "off", "enough", "being"]),
  so: new Set(["far", "much", "many"]),
};
/** A lead-in said as filler, not the first word of a phrase. */
const isLeadIn = (term: Term, following: Term | undefined) =>
  leadIns.has(term.normal) && !(leadInPhrases[term.normal]?.has(following?.normal ?? "") ?? false);
/** Words that, alone, say nothing ("um uh like"). */
const spokenOnly = new Set(["like", "um", "uh", "erm", "hmm", "yeah", "you", "know", "mean", "just"]);
/** Words that say "I take back what I just said". */
const retractions = new Set(["no", "nope", "sorry", "wait", "actually", "rather", "scratch"]);
/** Retractions no one says for anything else ("no" alone is also a constraint: "no kids"). */
const strongRetractions = new Set(["sorry", "wait", "actually", "rather", "scratch"]);
/** How a replacement is introduced after a retraction ("no, make it…", "no, I mean…"). */
const restatements = [
  ["make", "it"],
  ["make", "that"],
  ["make", "them"],
  ["change", "it", "to"],
  ["i", "mean"],
  ["i", "meant"],
  // "no wait its the 21st": the typed contraction, with or without its apostrophe.
  ["it's"],
  ["its"],
  ["it", "is"],
  ["that's"],
  ["thats"],
  ["should", "be"],
];
/** Verbs whose object can be a "no" ("I need to say no", "she told him no"). */
const sayingVerbs = new Set([
  ...["say", "says", "said", "saying", "tell", "tells", "told", "telling", "answer", "answers", "answered"],
  ...["reply", "replies", "replied", "vote", "votes", "voted"],
]);
/** Whom a "no" is said to, between the verb and the "no" ("told her no"). */
const saidTo = new Set(["him", "her", "them", "me", "us", "you"]);

/** The "no" at this index is said, not a retraction: "I need to say no", "she told him no". */
const isSaidNo = (terms: Term[], index: number) => {
  const verbAt = saidTo.has(terms[index - 1]?.normal ?? "") ? index - 2 : index - 1;
  return sayingVerbs.has(terms[verbAt]?.normal ?? "") && !/,/u.test(terms[index - 1]?.post ?? "");
};
/** Articles a corrected value can carry on both sides ("the 14th, no wait, the 21st"). */
const articles = new Set(["the", "a", "an"]);

/** Expressions that say something ("no sugar", "please", "pls urgent", "Now he gets up"). */
const keptExpressions = new Set([
  ...["no", "please", "pls", "plz", "thanks", "thank"],
  ...["now", "then", "today", "tonight", "tomorrow", "yesterday", "later", "again", "still"],
]);
/** An interjection ("hey", "oh"): a word of letters only, not a date, code or name read as one ("Q3:"). */
const isExpression = (term: Term) =>
  term.tags.has("Expression") &&
  /^\p{L}+$/u.test(term.normal) &&
  !["Date", "Acronym", "ProperNoun"].some((tag) => term.tags.has(tag)) &&
  !keptExpressions.has(term.normal);
/** Verbs after which "like" is a spoken filler ("I need like an email"). */
const wantingVerbs = new Set(["need", "want", "write", "make", "give", "get", "send", "draft", "create", "do", "have"]);
/** Sounds of hesitation: fillers wherever they stand. */
const hesitations = new Set(["um", "umm", "uh", "uhh", "uhm", "erm", "hmm", "hm", "mm"]);

const isFiller = (terms: Term[], index: number, opensSentence: boolean): boolean => {
  const term = terms[index]!;
  // "um" said alone; "MM" inside "YYYY-MM-DD" is part of a token.
  if (hesitations.has(term.normal))
    return !/[-_/.:]$/u.test(terms[index - 1]?.post ?? "") && !/^[-_/.:]/u.test(term.post);
  const previous = terms[index - 1];
  let before = index - 1;
  while (
    before >= 0 &&
    !/[.!?]/u.test(terms[before]!.post) &&
    (isExpression(terms[before]!) || leadIns.has(terms[before]!.normal))
  )
    before -= 1;
  const startsSentence = before < 0 ? opensSentence : /[.!?]/u.test(terms[before]!.post);
  const following = terms[index + 1];
  // Other expressions ("hey", "yeah", "oh") are fillers only where a sentence opens with them:
  // inside it they are words of the request ("yes or no", "my 14 yo son").
  const opening = isExpression(term) && !/^(?:or|and|\/)$/u.test(following?.normal ?? "");
  if (startsSentence && (opening || isLeadIn(term, following) || term.normal === "like") && following !== undefined)
    return true;
  // "I need like an email": "like" read as an adverb is a spoken filler, not "I'd like".
  // "like I'm 12", "like you're five": a comparison, not a filler.
  const comparison = following !== undefined && /^(?:i|i'm|im|you|you're|we|they|he|she)$/u.test(following.normal);
  // "like 3 lbs", "like $400": an estimate, not a filler.
  const estimate = following !== undefined && /^[$£€¥]?\d/u.test(following.text);
  // Only after a verb of wanting or making ("I need like an email"): elsewhere "like" compares
  // ("feel like a punishment", "names like all.jpg").
  if (
    term.normal === "like" &&
    term.tags.has("Adverb") &&
    !comparison &&
    !estimate &&
    previous !== undefined &&
    wantingVerbs.has(previous.lemma)
  )
    return true;
  if (term.normal === "know" && previous?.normal === "you" && /,/u.test(term.post)) return true;
  return false;
};

/** The kind of value a word is, for matching a correction to what it corrects. */
const categoryOf = (term: Term | undefined): string | undefined => {
  if (!term) return undefined;
  if (term.tags.has("WeekDay") || term.tags.has("Month") || term.tags.has("Date")) return "date";
  if (term.tags.has("Value") || /^\d/u.test(term.text)) return "value";
  if (term.tags.has("Adjective")) return "adjective";
  if (term.tags.has("Noun") && !term.tags.has("Pronoun")) return "noun";
  return undefined;
};

/** The run of words from `index` that belong to `category` (a date, a number and its unit, a noun phrase). */
const runFrom = (terms: Term[], index: number, category: string, limit: number): number => {
  let end = index;
  const inRun = (term: Term) =>
    category === "value"
      ? term.tags.has("Value") || /^\d/u.test(term.text) || (term.tags.has("Noun") && !term.tags.has("Pronoun"))
      : category === "date"
        ? term.tags.has("Date") || term.tags.has("Value") || term.tags.has("WeekDay") || term.tags.has("Month")
        : term.tags.has("Noun") || term.tags.has("Adjective");
  while (end < limit && inRun(terms[end]!) && !(end > index && /[,.;!?]/u.test(terms[end - 1]!.post))) end += 1;
  return end;
};

/** A word of a date as people type it: the day, the month, its number, "the" and "of" ("friday the 3rd of May"). */
const inDate = (term: Term | undefined) =>
  term !== undefined &&
  (articles.has(term.normal) ||
    term.normal === "of" ||
    categoryOf(term) === "date" ||
    /^\d{1,2}(?:st|nd|rd|th)?$/u.test(term.normal));

/**
 * Where the words of `category` that end at `found` start: a noun phrase takes its adjectives, a
 * date its day and number ("friday the 3rd of may").
 */
const runBefore = (terms: Term[], found: number, category: string): number => {
  if (category !== "noun" && category !== "date") return found;
  let start = found;
  const inPhrase = (term: Term | undefined) =>
    category === "date" ? inDate(term) : categoryOf(term) === "noun" || categoryOf(term) === "adjective";
  while (start > 0 && inPhrase(terms[start - 1]) && !/[.;!?]/u.test(terms[start - 1]!.post)) start -= 1;
  // A date's run starts at a word of its own, not at "the" or "of" before it.
  while (
    category === "date" &&
    start < found &&
    !(categoryOf(terms[start]) === "date" || /^\d/u.test(terms[start]!.normal))
  )
    start += 1;
  return start;
};

/** The words after a day that still name it ("the 14th", "3rd of May"), up to a correction's marker. */
const continuesDate = (rest: Term[]) =>
  rest.every((term, at) => inDate(term) && (at === rest.length - 1 || !/[.;!?]/u.test(term.post)));

/**
 * Self-corrections: "Monday, no, Tuesday" keeps Tuesday; "for busy parents, actually no make it
 * grad students" puts grad students where busy parents was. The corrected value replaces the
 * nearest earlier words of the same kind (a date, a number, a noun phrase, an adjective).
 */
const corrections = (terms: Term[], text: string): Cut[] => {
  const cuts: Cut[] = [];
  for (let index = 0; index < terms.length; index += 1) {
    // ", sorry, 4pm", ", actually Thursday", ", scratch that, 800 words": a marker after a comma,
    // with no "no", corrects only a value of the same sort (a day, a time, a number).
    const bareMarker =
      !retractions.has(terms[index - 1]?.normal ?? "") &&
      /,/u.test(terms[index - 1]?.post ?? "") &&
      (terms[index]!.normal === "sorry" ||
        terms[index]!.normal === "actually" ||
        (terms[index]!.normal === "scratch" && terms[index + 1]?.normal === "that"));
    if (terms[index]!.normal !== "no" && terms[index]!.normal !== "nope" && !bareMarker) continue;
    // "no one answers the phone": a pronoun, not a correction to one.
    if (terms[index]!.normal === "no" && terms[index + 1]?.normal === "one" && !/,/u.test(terms[index]!.post)) continue;
    // "I need to say no. It's a destination wedding": a "no" said, or one that ends its sentence, is an answer.
    if (terms[index]!.normal === "no" && (/[.!?]/u.test(terms[index]!.post) || isSaidNo(terms, index))) continue;
    if (bareMarker && terms.slice(index + 1, index + 3).some((term) => term.normal === "no")) continue;
    let markerStart = index;
    while (markerStart > 0 && retractions.has(terms[markerStart - 1]!.normal)) markerStart -= 1;
    let next = index + 1;
    if (terms[index]!.normal === "scratch" && terms[next]?.normal === "that") next += 1;
    while (next < terms.length && retractions.has(terms[next]!.normal)) next += 1;
    // "actually no scratch the 4 option": what is struck out is dropped, not replaced by the words
    // after it, which the member keeps as typed.
    if (terms[next - 1]?.normal === "scratch" && terms[next]?.normal !== "that") continue;
    const restated = restatements.find((words) => words.every((word, offset) => terms[next + offset]?.normal === word));
    if (restated) next += restated.length;
    // "since tuesday, no wait, since monday": the correction repeats its preposition.
    const preposition = terms[next]?.tags.has("Preposition") === true ? terms[next] : undefined;
    if (preposition) next += 1;
    const replacementStart = terms[next];
    if (!replacementStart) continue;
    // "its the 21st": the value's kind is read past its article, which it brings along.
    const article = articles.has(replacementStart.normal) ? replacementStart : undefined;
    const valueStart = article ? next + 1 : next;
    if (!terms[valueStart]) continue;
    const sentenceEnd = terms.findIndex((term, at) => at >= next && /[.;!?]/u.test(term.post));
    const limit = sentenceEnd < 0 ? terms.length : sentenceEnd + 1;
    const clauseEnd = terms.findIndex((term, at) => at >= next && /[,.;!?]/u.test(term.post));
    const clauseLimit = clauseEnd < 0 ? terms.length : clauseEnd + 1;
    let category = categoryOf(terms[valueStart]);
    if (restated && category !== "value" && category !== "date")
      category = terms.slice(next, clauseLimit).some((term) => categoryOf(term) === "noun") ? "noun" : category;
    if (!category) continue;
    if (bareMarker && category !== "date" && category !== "value") continue;
    if (category === "adjective" && categoryOf(terms[valueStart + 1]) === "noun") category = "noun";
    const replacementEnd = restated ? clauseLimit : runFrom(terms, valueStart, category, limit);
    // The corrected words: right before the marker for "Monday no Tuesday"; for "make it…",
    // the nearest earlier words of the same kind in the same sentence.
    // A bare "no" ("with no sugar") corrects only the word right before it ("Monday no Tuesday");
    // reaching further back takes a clear retraction: "no, wait", "actually no", "no, make it".
    // A "no" after a list is usually a constraint ("90s hip hop, no kids", "feta, no oven"): only an
    // unmistakable marker ("no wait", "actually no", "no, make it", "no, I mean") reaches back to
    // words of another shape. Without one, "X, no, Y" and "X no Y" correct only when X and Y are
    // the same sort of value (two days, two times, two numbers) and X is right before the "no".
    const markerWords = terms.slice(markerStart, next).map((term) => term.normal);
    const strong = restated !== undefined || markerWords.some((word) => strongRetractions.has(word));
    if (!strong) {
      const commaBefore = /,/u.test(terms[index - 1]?.post ?? "");
      const commaAfter = /,/u.test(terms[index]!.post);
      if (commaBefore !== commaAfter) continue;
      if (category !== "date" && category !== "value") continue;
      // "Monday no Tuesday": without commas, only the word right before the "no" is corrected.
      if (!commaBefore && categoryOf(terms[markerStart - 1]) !== category) continue;
      const nearby = terms.slice(Math.max(0, markerStart - 2), markerStart);
      if (!nearby.some((term) => categoryOf(term) === category)) continue;
    }
    let correctedEnd = markerStart;
    if (restated || categoryOf(terms[markerStart - 1]) !== category) {
      correctedEnd = -1;
      for (let at = markerStart - 1; at >= 0 && !/[.!?]/u.test(terms[at]!.post); at -= 1)
        if (categoryOf(terms[at]) === category) {
          correctedEnd = at + 1;
          break;
        }
      if (correctedEnd < 0) continue;
    }
    let correctedStart = runBefore(terms, correctedEnd - 1, category);
    // "saturday the 14th no wait its sunday the 15th": a date runs on to the marker over its day.
    if (category === "date" && correctedEnd < markerStart && continuesDate(terms.slice(correctedEnd, markerStart)))
      correctedEnd = markerStart;
    if (article && terms[correctedStart - 1]?.normal === article.normal) correctedStart -= 1;
    if (preposition) {
      // "since tuesday, no wait, since monday" repeats the preposition it corrects. One with no match
      // before ("promoted to senior engineer — actually no, make it about 5 years here") changes what
      // the request is about, not a value in it: the words stay as typed rather than be spliced.
      if (terms[correctedStart - 1]?.normal !== preposition.normal) continue;
      correctedStart -= 1;
    }
    // "500 word essay, no, 800 words": the number takes its unit along.
    if (
      category === "value" &&
      replacementEnd - next > 1 &&
      terms[correctedEnd]?.tags.has("Noun") === true &&
      correctedEnd < markerStart
    )
      correctedEnd += 1;
    if (correctedStart >= correctedEnd) continue;
    const replacement = text.slice((preposition ?? replacementStart).start, terms[replacementEnd - 1]!.end);
    const removeFrom = correctedEnd === markerStart ? terms[correctedEnd - 1]!.end : terms[markerStart - 1]!.end;
    cuts.push({ start: terms[correctedStart]!.start, end: terms[correctedEnd - 1]!.end, insert: replacement });
    cuts.push({ start: removeFrom, end: terms[replacementEnd - 1]!.end, insert: "" });
    index = replacementEnd - 1;
  }
  return cuts;
};

const applyCuts = (text: string, cuts: Cut[]): string => {
  let result = text;
  for (const cut of [...cuts].sort((a, b) => b.start - a.start))
    result = `${result.slice(0, cut.start)}${cut.insert}${result.slice(cut.end)}`;
  return result;
};

/** Tidies what cleaning left; a stretch between protected ones keeps its edges (the space around a quote). */
const tidy = (text: string, first: boolean) => {
  const tidied = text
    .replace(/[ \t]{2,}/gu, " ")
    // A space left before sentence punctuation goes; ".jpg" and ".5" are words of their own.
    .replace(/\s+([,.;!?])(?=\s|$)/gu, "$1")
    .replace(/([,;])\s*([,.;!?])/gu, "$2");
  return first ? tidied.replace(/^[\s,;]+/u, "") : tidied;
};

/**
 * Cleans one stretch of the member's own words (never a protected one). `opensSentence`: the
 * stretch starts a sentence ("so" after a schema in brackets carries on the sentence it is in).
 */
const cleanWords = (text: string, opensSentence: boolean): string => {
  if (!/\p{L}/u.test(text)) return text;
  const terms = readTerms(text);
  const cuts: Cut[] = terms
    .map((term, index) => ({ term, index }))
    .filter(({ index }) => isFiller(terms, index, opensSentence))
    .map(({ term }) => ({ start: term.start, end: term.end + (/^[,]/u.test(term.post) ? 1 : 0), insert: "" }));
  if (cuts.length === 0 && !terms.some((term) => retractions.has(term.normal))) return text;
  const fillerFree = applyCuts(text, cuts);
  const again = cuts.length === 0 ? terms : readTerms(fillerFree);
  return applyCuts(fillerFree, corrections(again, fillerFree));
};

/** A stretch of the member's words, cleaned; left exactly as typed when there is nothing to clean. */
const cleanStretch = (text: string, first: boolean, opensSentence = first): string => {
  const result = cleanWords(text, opensSentence);
  return result === text ? (first ? text.replace(/^\s+/u, "") : text) : tidy(result, first);
};

/** Whether text from `at` on starts a sentence: the start, or after a sentence's end. */
const opensSentenceAt = (text: string, at: number) => at === 0 || /[.!?]["”')\]]*\s*$/u.test(text.slice(0, at));

/**
 * The request in the member's words: fillers removed ("um", "like", a leading "so"), self-
 * corrections applied, and nothing else changed. Quotes, code, schemas, JSON, what follows a
 * colon, and pasted material are never touched; sentences are never re-split.
 */
export const cleanRequest = (raw: string): CleanRequest => {
  const { instruction, material } = separateMaterial(raw.normalize("NFC"));
  const spans = protectedSpans(instruction);
  let cleaned = "";
  let at = 0;
  for (const span of spans) {
    cleaned += cleanStretch(instruction.slice(at, span.start), at === 0, opensSentenceAt(instruction, at));
    cleaned += instruction.slice(span.start, span.end);
    at = span.end;
  }
  cleaned += cleanStretch(instruction.slice(at), at === 0, opensSentenceAt(instruction, at));
  // "um uh like": nothing but spoken fillers is no request at all.
  const words = cleaned.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (spans.length === 0 && words.every((word) => leadIns.has(word) || spokenOnly.has(word))) cleaned = "";
  return { request: cleaned.trim(), material };
};
