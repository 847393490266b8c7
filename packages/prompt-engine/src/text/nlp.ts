import nlp from "compromise";

/** One word as compromise reads it, with its place in the text it was read from. */
export type Term = {
  text: string;
  /** Lower-cased, punctuation-free form. */
  normal: string;
  /** Dictionary form ("photos" → "photo", "renamed" → "rename"). */
  lemma: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** Punctuation written right after the word (",", "."). */
  post: string;
};

type JsonTerm = {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
  post: string;
  offset: { start: number; length: number };
};

/** A text as compromise parsed it, for readers that need more than its terms (names, places). */
export type ParsedText = ReturnType<typeof nlp>;

/** Tokens, parts of speech and dictionary forms of a text, in order, with their offsets. */
export const readTerms = (text: string): Term[] => termsOf(nlp(text), text);

/** The terms and the parsed text, from one parse. */
export const readText = (text: string): { terms: Term[]; parsed: ParsedText } => {
  const parsed = nlp(text);
  return { terms: termsOf(parsed, text), parsed };
};

const termsOf = (doc: ParsedText, text: string): Term[] => {
  doc.compute("root");
  // compute("root") puts each term's dictionary form on it; json() then includes it.
  const options: object = { offset: true, terms: { offset: true, root: true } };
  const sentences = doc.json(options) as { terms: JsonTerm[] }[];
  const terms = sentences.flatMap((sentence) =>
    sentence.terms
      .filter((term) => term.text !== "")
      .map((term) => ({
        text: term.text,
        normal: term.normal,
        lemma: (term.root ?? term.normal).toLowerCase(),
        tags: new Set(term.tags),
        start: term.offset.start,
        end: term.offset.start + term.offset.length,
        post: term.post,
      })),
  );
  // A value with a letter after its digits ("35k. we eat rice") loses the stop after it from its
  // `post`: the text up to the next term gives it back, so the sentence still ends there.
  terms.forEach((term, index) => {
    const gap = text.slice(term.end, terms[index + 1]?.start ?? text.length);
    if (/^\s*[,.;:!?]/u.test(gap) && !/[,.;:!?]/u.test(term.post)) term.post = gap;
  });
  return terms;
};
