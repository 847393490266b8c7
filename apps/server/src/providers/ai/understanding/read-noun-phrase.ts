import type { DeliverableKind } from "./deliverable-kinds.ts";
import { deliverableNouns, longestNounWords, singleWordNouns } from "./deliverable-nouns.ts";
import { planDomains } from "./domain-words.ts";
import { determiners, endsNounPhrase } from "./function-words.ts";
import { isNumberWord, type Token } from "./tokens.ts";

export type NounPhrase = {
  /** Index of the first token (determiner included) and of the last one. */
  from: number;
  to: number;
  /** Index of the head noun: the last word that is not a trailing label number ("episode 12"). */
  head: number;
  /** The words before the head, lowercase. */
  modifiers: string[];
  /** The deliverable the phrase names, from the longest known noun covering its head. */
  kind: DeliverableKind | undefined;
  /** That noun as matched ("cover letter"), or the head word. */
  noun: string;
};

const MAX_CONTENT_WORDS = 7;

const objectParticiples = new Set("using featuring including containing involving".split(" "));
const isParticiple = (word: string) => /^[a-z]{3,}(?:ing|ed)$/u.test(word);

/**
 * A participle that takes its own object or clause follows the head instead of modifying it: "a
 * post announcing we…", "a script showing how…", "a text apologizing for…" — unlike "a dog
 * grooming salon", where a noun follows.
 */
const startsParticipleClause = (tokens: Token[], at: number) => {
  const next = tokens[at + 1];
  // "dinner ideas using chicken thighs", "recipes featuring lentils": these always take an object.
  if (objectParticiples.has(tokens[at]!.word)) return true;
  return (
    isParticiple(tokens[at]!.word) &&
    !deliverableNouns.has(tokens[at]!.word) &&
    // "a team meeting", "a spring wedding": nouns the parser knows are not participles.
    !planDomains.has(tokens[at]!.word) &&
    (!next ||
      next.isPunctuation ||
      endsNounPhrase(next.word) ||
      determiners.has(next.word) ||
      /^(?:how|what|why)$/u.test(next.word))
  );
};

/**
 * One slip away, enough for "leter" or "emial". A different first letter makes another word
 * ("better", not "letter"), so the slip must come after it.
 */
const isOneEditAway = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (i === 0) return false;
  const swapped = a.length === b.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
};

/** "returns #N/A", "crashes with", "shows a": a word after a noun that reads as its verb. */
const looksLikeVerb = (words: string[], at: number) => {
  const word = words[at] ?? "";
  const next = words[at + 1] ?? "";
  return (
    /^[a-z]{3,}(?:s|ed)$/u.test(word) &&
    (determiners.has(next) || endsNounPhrase(next) || /^[#\d$"']/u.test(next) || next === "")
  );
};

const clauseSubjects = new Set("i we you they he she people everyone".split(" "));
const clauseVerbs = new Set(
  "get gets receive receives see sees read reads use uses need needs send sends give gives want wants share shares".split(
    " ",
  ),
);
/**
 * "new subscribers get", "I can give": words after a noun that make a clause about it (a subject or
 * a verb) or only label it, unlike "budget wireless earbuds", where the first noun only describes the last.
 */
const isRelativeClause = (words: string[]) =>
  words.some((word) => clauseSubjects.has(word)) ||
  clauseVerbs.has(words.at(-1) ?? "") ||
  // "an oil painting --ar 2:3 --v 6": only labels and numbers follow.
  words.every((word) => !/^\p{L}{3,}$/u.test(word));

const correctSpelling = (word: string) =>
  word.length >= 5 && !deliverableNouns.has(word)
    ? singleWordNouns.find((noun) => isOneEditAway(word, noun))
    : undefined;

/** The longest known deliverable noun whose words cover the head, reaching past it for "letter of complaint". */
const matchDeliverable = (words: string[], from: number, head: number) => {
  let best: { noun: string; kind: DeliverableKind } | undefined;
  for (let start = from; start <= head; start += 1) {
    for (let length = longestNounWords; length >= 1 && start + length - 1 >= head; length -= 1) {
      const noun = words.slice(start, start + length).join(" ");
      const kind = deliverableNouns.get(noun);
      if (kind && (!best || noun.split(" ").length > best.noun.split(" ").length)) best = { noun, kind };
    }
  }
  return best;
};

/** "the about us page", "an out of office reply": a known deliverable that opens with a function word. */
const knownPhraseAt = (tokens: Token[], from: number, at: number): NounPhrase | undefined => {
  for (let length = longestNounWords; length >= 2; length -= 1) {
    const words = tokens.slice(at, at + length).map((token) => token.word);
    const kind = words.length === length ? deliverableNouns.get(words.join(" ")) : undefined;
    if (kind)
      return {
        from,
        to: at + length - 1,
        head: at + length - 1,
        modifiers: words.slice(0, -1),
        kind,
        noun: words.join(" "),
      };
  }
  return undefined;
};

/**
 * Reads the noun phrase that starts at `index`: determiners, then modifiers, up to the head noun
 * (the phrase ends at a preposition, conjunction, pronoun, auxiliary, punctuation, a participle
 * after a known noun, or a second determiner). Returns undefined when no noun is there.
 */
export const readNounPhrase = (tokens: Token[], index: number): NounPhrase | undefined => {
  let position = index;
  const wordAt = (at: number) => tokens[at]?.word ?? "";
  while (determiners.has(wordAt(position))) position += 1;
  const contentStart = position;
  while (
    tokens[position] &&
    !tokens[position]?.isPunctuation &&
    !endsNounPhrase(wordAt(position)) &&
    !(position > contentStart && determiners.has(wordAt(position))) &&
    !(position > contentStart && startsParticipleClause(tokens, position)) &&
    position - contentStart < MAX_CONTENT_WORDS
  ) {
    position += 1;
  }
  const to = position - 1;
  if (to < contentStart) return knownPhraseAt(tokens, index, contentStart);
  // "a LinkedIn about section": a known noun that opens with a function word continues the phrase.
  const continued = endsNounPhrase(wordAt(position)) ? knownPhraseAt(tokens, index, position) : undefined;
  if (continued) {
    return {
      ...continued,
      modifiers: [...tokens.slice(contentStart, position).map((token) => token.word), ...continued.modifiers],
    };
  }
  let head = to;
  while (head > contentStart && isNumberWord(tokens[head]!.word)) head -= 1;
  if (isNumberWord(tokens[head]!.word)) return undefined;

  const words = tokens.map((token) => token.word);
  const corrected = correctSpelling(words[head]!);
  if (corrected) words[head] = corrected;
  const readable = words.map((word, at) => (tokens[at]?.isPunctuation ? "\u0000" : word));
  let match = matchDeliverable(readable, contentStart, head);
  // "the welcome email new subscribers get", "a prompt I can give": the head is the last noun
  // the person named as a deliverable, followed by a clause without "that".
  for (let earlier = head - 1; !match && earlier > contentStart; earlier -= 1) {
    const found = matchDeliverable(readable, contentStart, earlier);
    if (
      found &&
      deliverableNouns.has(readable[earlier]!) &&
      !looksLikeVerb(readable, earlier + 1) &&
      isRelativeClause(readable.slice(earlier + 1, to + 1))
    ) {
      match = found;
      head = earlier;
    }
  }
  return {
    from: index,
    to,
    head,
    modifiers: words.slice(contentStart, head),
    kind: match?.kind,
    noun: match?.noun ?? words[head]!,
  };
};
