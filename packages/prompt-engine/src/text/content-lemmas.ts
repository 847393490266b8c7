import { readTerms, type Term } from "./nlp.ts";

const contentTags = ["Noun", "Verb", "Adjective", "Value", "Acronym"];
const stop = new Set([
  // The copula, whose forms the library leaves as "is" ("are", "was").
  "be",
  "is",
  "have",
  "do",
  "make",
  "get",
  "need",
  "want",
  "write",
  "help",
  "can",
  "my",
  "i",
  "me",
  "it",
]);

/** A text's content words, in dictionary form. */
export const contentLemmas = (text: string, read?: Term[]): Set<string> =>
  new Set(
    (read ?? readTerms(text))
      .filter((term) => contentTags.some((tag) => term.tags.has(tag)) && !term.tags.has("Pronoun"))
      .map((term) => term.lemma)
      .filter((word) => word.length > 1 && !stop.has(word)),
  );
