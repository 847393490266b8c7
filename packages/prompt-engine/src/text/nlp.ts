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
export const readTerms = (text: string): Term[] => termsOf(nlp(text));

/** The terms and the parsed text, from one parse. */
export const readText = (text: string): { terms: Term[]; parsed: ParsedText } => {
  const parsed = nlp(text);
  return { terms: termsOf(parsed), parsed };
};

const termsOf = (doc: ParsedText): Term[] => {
  doc.compute("root");
  // compute("root") puts each term's dictionary form on it; json() then includes it.
  const options: object = { offset: true, terms: { offset: true, root: true } };
  const sentences = doc.json(options) as { terms: JsonTerm[] }[];
  return sentences.flatMap((sentence) =>
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
};
