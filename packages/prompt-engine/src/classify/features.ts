import { readTerms, type Term } from "../text/nlp.ts";
import { withoutMetaAsk } from "../text/without-meta-ask.ts";

/** The first words carry the ask; a long request is mostly context. */
export const READ_CHARACTERS = 400;

/** Words that carry no sign of the deliverable on their own. */
const skipped = new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "his",
  "her",
  "their",
  "its",
  "this",
  "that",
  "these",
  "those",
]);
/** Verbs of wanting and helping: the real ask is the verb after them. */
const softVerbs = new Set([
  "need",
  "want",
  "like",
  "help",
  "can",
  "could",
  "would",
  "will",
  "please",
  "pls",
  "is",
  "be",
  "have",
  "do",
  "get",
  "let",
  "give",
]);

const isWord = (term: Term) => /[\p{L}\p{N}]/u.test(term.text);

/**
 * Words before a single "idea" that make it a manner of speaking, not ideas asked for: "no idea
 * what to charge", "any idea why it smells", "is it a bad idea to teach both".
 */
const ideaSaidIdly = new Set(["no", "any", "bad", "good", "terrible", "smart", "dumb", "stupid", "silly", "wise"]);

const wordOf = (term: Term, before?: Term): string => {
  if (term.tags.has("Value") || /^\d/u.test(term.normal)) return "#value";
  if (term.normal === "idea" && ideaSaidIdly.has(before?.normal ?? "")) return "idea~idiom";
  return term.lemma;
};

/**
 * What the classifier sees of a request (past any opening that asks for a prompt for it): dictionary-form words and word pairs, the first four
 * words, the main verb
 * and the noun it acts on, whether it is a question, and whether material, code or a quote
 * came with it. Numbers are one feature ("#value"), whatever their value.
 */
export const requestFeatures = (typed: string, material = "", read?: Term[]): string[] => {
  // "Create a prompt for a sales e-mail" asks for a sales e-mail.
  const request = withoutMetaAsk(typed);
  const terms = (request === typed && read ? read : readTerms(request.slice(0, READ_CHARACTERS))).filter(
    (term) => isWord(term) && term.start < READ_CHARACTERS,
  );
  const words = terms.map((term, index) => wordOf(term, terms[index - 1]));
  const features = new Set<string>();
  const content = words.filter((word) => !skipped.has(word));
  for (const word of content) features.add(`w:${word}`);
  for (let index = 1; index < content.length; index += 1) features.add(`b:${content[index - 1]}_${content[index]}`);
  // The ask is usually said first ("email my landlord…", "quiz me on…"): the first words count on their own.
  for (const word of words.slice(0, 4)) features.add(`f:${word}`);
  const verbIndex = terms.findIndex(
    (term) => term.tags.has("Verb") && !softVerbs.has(term.lemma) && !term.tags.has("Auxiliary"),
  );
  if (verbIndex >= 0) {
    const verb = terms[verbIndex]!.lemma;
    features.add(`v:${verb}`);
    const object = terms.slice(verbIndex + 1).find((term) => term.tags.has("Noun") && !term.tags.has("Pronoun"));
    if (object) features.add(`vo:${verb}_${words[terms.indexOf(object)]}`);
  } else features.add("v:none");
  const firstNoun = terms.find((term) => term.tags.has("Noun") && !term.tags.has("Pronoun"));
  if (firstNoun) features.add(`n:${words[terms.indexOf(firstNoun)]}`);
  const first = terms[0];
  const second = terms[1];
  const asks =
    first !== undefined &&
    (first.tags.has("QuestionWord") ||
      ((first.tags.has("Auxiliary") || first.tags.has("Copula") || first.tags.has("Modal")) &&
        second?.tags.has("Pronoun") === true));
  if (/\?\s*$/u.test(request.trim()) || asks) features.add("is:question");
  if (material.trim() !== "" || /:\s*\S/u.test(request)) features.add("has:material");
  if (/[{};=<>]|\w\(|```|=>|\$\w/u.test(`${request}\n${material}`)) features.add("has:code");
  if (/["“'‘][^"”'’]{3,}["”'’]/u.test(request)) features.add("has:quote");
  return [...features];
};
