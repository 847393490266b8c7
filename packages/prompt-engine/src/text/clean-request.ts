import { readTerms, type Term } from "./nlp.ts";
import { protectedSpans } from "./protected-spans.ts";
import { retractions, type Cut } from "./retraction-words.ts";
import { withoutTakenBack } from "./reverted-correction.ts";
import { selfCorrections } from "./self-corrections.ts";
import { separateMaterial } from "./separate-material.ts";
import { piecesOfMaterial, type Piece } from "./words-between-pastes.ts";

/** A request ready to be composed: the instruction in the member's words, and the pasted material. */
export type CleanRequest = {
  /** The instruction with fillers removed and self-corrections applied, otherwise as typed. */
  request: string;
  /** Pasted text, code or data, byte for byte ("" when none). */
  material: string;
};

/** The member's words before and after the material, and the material's pieces in the order typed. */
export type WordsAround = { before: string; pieces: Piece[]; after: string };

/** Spoken lead-ins that carry nothing, said at the start of a sentence. */
const leadIns = new Set(["so", "okay", "ok", "well", "basically", "right", "alright", "anyway"]);
/** Words that make a lead-in part of a phrase ("Right now I'm doing 5 nights", "Well done steak"). */
const leadInPhrases: Record<string, Set<string>> = {
  right: new Set([
    ...["now", "away", "after", "before", "here", "there", "then"],
    ...["next", "side", "hand", "way", "one", "answer"],
  ]),
  well: new Set(["done", "known", "written", "paid", "water", "off", "enough", "being"]),
  so: new Set(["far", "much", "many"]),
};
/**
 * Lead-ins that are as often the first word of a description ("right handed recurve", "well
 * behaved dog"): filler only before a comma or a pronoun ("right, so…", "right I need…").
 */
const describingLeadIns = new Set(["right", "well"]);
const pronouns = new Set(["i", "we", "you", "it", "this", "that", "my", "our", "so", "ok", "okay"]);
/** A lead-in said as filler, not the first word of a phrase. */
const isLeadIn = (term: Term, following: Term | undefined) =>
  leadIns.has(term.normal) &&
  !(leadInPhrases[term.normal]?.has(following?.normal ?? "") ?? false) &&
  (!describingLeadIns.has(term.normal) || /[,.;:!?]/u.test(term.post) || pronouns.has(following?.normal ?? ""));
/** Words that, alone, say nothing ("um uh like"). */
const spokenOnly = new Set(["like", "um", "uh", "erm", "hmm", "yeah", "you", "know", "mean", "just"]);

/** Expressions that say something ("no sugar", "please", "pls urgent", "Now he gets up"). */
const keptExpressions = new Set([
  // "oops i mean the 27th" marks a self-correction, applied with it.
  ...["no", "please", "pls", "plz", "thanks", "thank", "oops", "whoops"],
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

/**
 * A "like" that opens a sentence as a spoken filler: "like, we need it by friday", "so like i need
 * an email". One that gives an example ("like D2 says January") or recalls ("like I said") stays.
 */
const opensWithLike = (terms: Term[], index: number) => {
  const term = terms[index]!;
  if (term.normal !== "like") return false;
  if (/,/u.test(term.post)) return true;
  const [next, after] = [terms[index + 1], terms[index + 2]];
  return (
    /^(?:i|we|you|he|she|they|it|um|uh)$/u.test(next?.normal ?? "") &&
    !/^(?:said|say|mentioned|told|wrote|asked)$/u.test(after?.normal ?? "")
  );
};

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
  // "Hi all," opens a note the member wrote for others to read: a greeting of theirs, not a filler.
  // "Hey Brian, so I've decided to leave…" opens the draft the member pasted: a greeting of theirs too.
  const greetsReaders =
    /^(?:hi|hello|hey|hiya|morning)$/u.test(term.normal) &&
    (/^(?:all|everyone|everybody|team|guys|folks|both|neighbours|neighbors|parents|friends|y'all|yall)$/u.test(
      following?.normal ?? "",
    ) ||
      (/^\p{Lu}/u.test(following?.text ?? "") &&
        /^,/u.test(following?.post ?? "") &&
        !/^(?:chatgpt|gpt|claude|gemini|copilot|genie|bard|ai|assistant)$/u.test(following?.normal ?? "")));
  const opening =
    isExpression(term) &&
    !greetsReaders &&
    !describingLeadIns.has(term.normal) &&
    !/^(?:or|and|\/)$/u.test(following?.normal ?? "");
  if (
    startsSentence &&
    (opening || isLeadIn(term, following) || opensWithLike(terms, index)) &&
    following !== undefined
  )
    return true;
  // "I need like an email": a spoken filler, not "I'd like"; "like I'm 12" is a comparison.
  const comparison = following !== undefined && /^(?:i|i'm|im|you|you're|we|they|he|she)$/u.test(following.normal);
  // "like 3 lbs", "like $400": an estimate; "an example he'd get, like a beach": an example.
  const estimate = following !== undefined && /^[$£€¥]?\d/u.test(following.text);
  const example = /,/u.test(previous?.post ?? "") && !/,/u.test(term.post);
  // "a fig shape made like a glass bubble": a thing made like another is a likeness, not a filler.
  const likeness =
    previous?.tags.has("PastTense") === true &&
    terms[index - 2]?.tags.has("Noun") === true &&
    !terms[index - 2]!.tags.has("Pronoun");
  // Only after a verb of wanting or making: elsewhere "like" compares ("feel like a punishment").
  if (
    term.normal === "like" &&
    term.tags.has("Adverb") &&
    !comparison &&
    !estimate &&
    !example &&
    !likeness &&
    previous !== undefined &&
    wantingVerbs.has(previous.lemma)
  )
    return true;
  if (term.normal === "know" && previous?.normal === "you" && /,/u.test(term.post)) return true;
  return false;
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

/** Common English words, and common words of languages fillers such as "um" and "so" belong to. */
const englishWords = new Set(
  // No "a": Portuguese, Spanish and Italian write it too.
  ["the", "an", "and", "to", "of", "for", "my", "i", "is", "in", "it", "with", "on", "me", "you", "this"].concat([
    "that",
    "please",
    "can",
    "be",
    "but",
    "at",
    "we",
    "our",
    "your",
    "what",
    "how",
    "need",
    "write",
    "make",
    "about",
  ]),
);
const otherLanguageWords = new Set(
  // Portuguese, Spanish, Italian, French and German; none of them also an English word or a filler.
  ["de", "da", "dos", "das", "para", "que", "com", "uma", "meu", "minha", "eu", "não", "por", "el", "los"].concat(
    ["las", "una", "con", "del", "mi", "es", "y", "di", "che", "il", "gli", "le", "les", "des", "pour", "avec"],
    ["est", "une", "je", "und", "der", "das", "ist", "mit", "für", "ich", "nicht", "e", "o", "os", "às", "ao"],
  ),
);
/**
 * Whether words are English, where "um", "like" and "so" are fillers: in Portuguese "um poema" is
 * "a poem", and "um pouco engraçado" "a little funny". Pasted data and schemas, with few words of
 * any language, count as English.
 */
const readsAsEnglish = (terms: Term[]) =>
  terms.filter((term) => otherLanguageWords.has(term.normal)).length <=
  terms.filter((term) => englishWords.has(term.normal)).length;

/**
 * The mark that goes with a filler: its comma ("so, …"), or the stop of a sentence that was the
 * filler alone ("Hi! I'm a tattoo artist…").
 */
const fillerMark = (terms: Term[], index: number, opensSentence: boolean) => {
  const { post } = terms[index]!;
  if (/^,/u.test(post)) return 1;
  const opens = index === 0 ? opensSentence : /[.!?]/u.test(terms[index - 1]!.post);
  return opens && /^[.!?]/u.test(post) ? 1 : 0;
};

/**
 * Cleans one stretch of the member's own words (never a protected one). `opensSentence`: the
 * stretch starts a sentence ("so" after a schema in brackets carries on the sentence it is in).
 */
const cleanWords = (text: string, opensSentence: boolean): string => {
  if (!/\p{L}/u.test(text)) return text;
  const terms = readTerms(text);
  const english = readsAsEnglish(terms);
  const cuts: Cut[] = terms
    .map((term, index) => ({ term, index }))
    .filter(({ index }) => english && isFiller(terms, index, opensSentence))
    .map(({ term, index }) => ({
      start: term.start,
      end: term.end + fillerMark(terms, index, opensSentence),
      insert: "",
    }));
  if (cuts.length === 0 && !terms.some((term) => retractions.has(term.normal))) return text;
  const fillerFree = applyCuts(text, cuts);
  const again = cuts.length === 0 ? terms : readTerms(fillerFree);
  return applyCuts(fillerFree, selfCorrections(again, fillerFree));
};

/** A stretch of the member's words, cleaned; left exactly as typed when there is nothing to clean. */
const cleanStretch = (text: string, first: boolean, opensSentence = first): string => {
  const result = cleanWords(text, opensSentence);
  return result === text ? (first ? text.replace(/^\s+/u, "") : text) : tidy(result, first);
};

/**
 * Whether text from `at` on starts a sentence: the start, or after a sentence's end. A stop inside
 * a quotation or brackets ends the quoted words, not the member's sentence, unless a capital
 * follows ("stories that end with 'and the lesson is...' so don't" goes on with its "so").
 */
const opensSentenceAt = (text: string, at: number) =>
  at === 0 ||
  /[.!?]\s*$/u.test(text.slice(0, at)) ||
  (/[.!?]["”')\]]+\s*$/u.test(text.slice(0, at)) && /^\s*\p{Lu}/u.test(text.slice(at)));

/** An instruction in the member's words: fillers removed and self-corrections applied, nothing else changed. */
const cleanInstruction = (typed: string): string => {
  const instruction = withoutTakenBack(typed);
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
  if (spans.length === 0 && words.every((word) => leadIns.has(word) || spokenOnly.has(word))) return "";
  return cleaned.trim();
};

/**
 * The member's words on each side of the material, cleaned as the request is, when some follow it
 * (the material first, or in the middle) or come between its pastes. Wherever the line between their
 * words and a paste is drawn, giving both in the order typed keeps the request reading as they
 * wrote it: a paste first, then "^ got that from our facilities guy", or notes between "here are
 * my notes:" and "turn these into…", are never read the other way round.
 */
export const wordsAround = (raw: string, material: string): WordsAround | undefined => {
  const pasted = material.trim();
  if (pasted === "") return undefined;
  // The material as typed, give or take the blank lines a label or a rule was set apart by.
  const asTyped = new RegExp(
    pasted
      .split(/\s+/u)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"))
      .join("\\s+"),
    "u",
  ).exec(raw.normalize("NFC"));
  if (!asTyped) return undefined;
  const after = cleanInstruction(asTyped.input.slice(asTyped.index + asTyped[0].length));
  const pieces = piecesOfMaterial(material).map((piece) =>
    piece.pasted ? piece : { pasted: false, text: cleanInstruction(piece.text) },
  );
  if (after === "" && pieces.length === 1) return undefined;
  return { before: cleanInstruction(asTyped.input.slice(0, asTyped.index)), pieces, after };
};

/**
 * The request in the member's words: fillers removed ("um", "like", a leading "so"), self-
 * corrections applied, and nothing else changed. Quotes, code, schemas, JSON, what follows a
 * colon, and pasted material are never touched; sentences are never re-split.
 */
export const cleanRequest = (raw: string): CleanRequest => {
  const { instruction, material } = separateMaterial(raw.normalize("NFC"));
  return { request: cleanInstruction(instruction), material };
};
