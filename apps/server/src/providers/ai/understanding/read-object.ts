import type { ClauseReading, RequestFacts, SecondDeliverable } from "./clause-reading.ts";
import type { DeliverableKind } from "./deliverable-kinds.ts";
import { deliverableNouns } from "./deliverable-nouns.ts";
import { indirectObjects, prepositions } from "./function-words.ts";
import { readNounPhrase, type NounPhrase } from "./read-noun-phrase.ts";
import { isOpenEnded, resolveNounKind, type NounContext } from "./resolve-noun-kind.ts";
import type { Token } from "./tokens.ts";

// The object of an instruction ("a workout plan for my knees") and what completes it.

/** "a daily standup template": the noun phrase without its article, as written. */
export const nounOf = (tokens: Token[], phrase: NounPhrase) =>
  tokens
    .slice(phrase.from, phrase.head + 1)
    .filter((token, index) => index > 0 || !["a", "an", "the", "some", "my", "our", "your"].includes(token.word))
    .map((token) => token.text)
    .join(" ");

/** Words of the phrases after a noun phrase that complete it ("for my youtube video", "to negotiate"). */
export const contextOf = (tokens: Token[], phrase: NounPhrase, facts: RequestFacts): NounContext => {
  const after = tokens.slice(phrase.to + 1).map((token) => token.word);
  const complementWords: string[] = [];
  let complementPhrase: string[] = [];
  let complementPreposition: string | undefined;
  let followingVerb: string | undefined;
  if (after[0] === "that" || after[0] === "which" || /^\p{L}+ing$/u.test(after[0] ?? "")) followingVerb = after[0];
  if (after[0] === "to" && after[1] && !prepositions.has(after[1])) followingVerb = after[1];
  for (let index = 0; index < after.length; index += 1) {
    if (["for", "to", "about", "on", "of"].includes(after[index]!)) {
      complementPreposition = after[index];
      const words = after.slice(index + 1, index + 7);
      complementWords.push(...words.filter((word) => !prepositions.has(word)));
      const end = words.findIndex((word) => prepositions.has(word));
      complementPhrase = end < 0 ? words : words.slice(0, end);
      break;
    }
    if (!["in", "at"].includes(after[index]!)) break;
  }
  return {
    complementWords,
    complementPhrase,
    complementPreposition,
    followingVerb,
    situationWords: facts.allWords,
    hasGrievance: facts.hasGrievance,
  };
};

/** Parts of a text that can be asked for on their own: "a blog intro", "an essay outline". */
const excerptParts = new Set(
  "intro introduction opening ending conclusion outro section paragraph headline headlines title titles hook outline closing".split(
    " ",
  ),
);
/** Parts of a song, which name the song's kind themselves: "a rap verse" is one verse, not a song. */
const songParts = new Set("verse verses chorus bridge".split(" "));

/**
 * "a name and a slogan for my bakery", "a cover letter and my CV": a second deliverable of another
 * kind joined to the first, so that both are asked for. Image prompts have their own composer.
 */
const secondDeliverable = (
  tokens: Token[],
  phrase: NounPhrase,
  kind: DeliverableKind,
  facts: RequestFacts,
): SecondDeliverable | undefined => {
  if (!["and", "&", "plus"].includes(tokens[phrase.to + 1]?.word ?? "")) return undefined;
  const second = readNounPhrase(tokens, phrase.to + 2);
  if (!second) return undefined;
  const secondKind = resolveNounKind(second, contextOf(tokens, second, facts));
  return secondKind && secondKind !== kind && secondKind !== "image-prompt"
    ? { kind: secondKind, noun: nounOf(tokens, second) }
    : undefined;
};

export const nounKind = (tokens: Token[], phrase: NounPhrase, facts: RequestFacts): ClauseReading => {
  const context = contextOf(tokens, phrase, facts);
  const kind = resolveNounKind(phrase, context);
  const head = tokens[phrase.head]?.word ?? "";
  if (kind && excerptParts.has(head) && deliverableNouns.get(head) !== kind) return { asks: true, kind, part: head };
  if (kind === "song-lyrics" && songParts.has(head)) return { asks: true, kind, part: head };
  if (kind) return { asks: true, kind, also: secondDeliverable(tokens, phrase, kind, facts) };
  return isOpenEnded(phrase) ? { asks: true, pending: { phrase, context } } : { asks: false };
};

/** The words of the phrase after `at`, skipping "me", "us", "them". */
export const objectAt = (tokens: Token[], at: number) => {
  let position = at;
  while (indirectObjects.has(tokens[position]?.word ?? "")) position += 1;
  return { phrase: readNounPhrase(tokens, position), position };
};
