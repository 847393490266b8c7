import { isAbbreviationStop } from "./split-sentences.ts";

export type Token = {
  /** As written. */
  text: string;
  /** Lowercase, without a final full stop ("e.g." → "e.g", "Dr." → "dr"). */
  word: string;
  start: number;
  end: number;
  isPunctuation: boolean;
};

// Words keep their inner apostrophes, hyphens, dots, slashes and digits ("don't", "e-mail",
// "v1.4.0", "D2:D200", "$2,350"); punctuation that separates clauses is a token of its own.
const tokenPattern =
  /[\p{L}\p{N}$£€#@'’][\p{L}\p{N}'’&$%.,:/@_+#-]*[\p{L}\p{N}%'’]|[\p{L}\p{N}$£€#@%]|[,;:.!?()"“”—–]/gu;

/** Keeps the full stop of "Mrs.", "Dr." or "U.S." with its word, where it does not end a sentence. */
const withAbbreviationStop = (text: string, match: RegExpExecArray | RegExpMatchArray) => {
  const end = (match.index ?? 0) + match[0].length;
  return text[end] === "." && isAbbreviationStop(text, end) ? `${match[0]}.` : match[0];
};

export const tokenize = (text: string): Token[] =>
  [...text.matchAll(tokenPattern)]
    .filter(
      (match, index, all) =>
        !(match[0] === "." && all[index - 1] && withAbbreviationStop(text, all[index - 1]!).endsWith(".")),
    )
    .map((match) => {
      const raw = withAbbreviationStop(text, match);
      const isPunctuation = !/[\p{L}\p{N}$£€#@%]/u.test(raw);
      return {
        text: raw,
        word: raw.toLowerCase().replace(/’/g, "'").replace(/\.$/, ""),
        start: match.index,
        end: match.index + raw.length,
        isPunctuation,
      };
    });

/** The original text between two tokens, inclusive. */
export const spanText = (text: string, tokens: Token[], from: number, to: number) =>
  from > to || !tokens[from] || !tokens[to] ? "" : text.slice(tokens[from].start, tokens[to].end);

export const isNumberWord = (word: string) =>
  /^[$£€#]?\d[\d,.:]*(?:st|nd|rd|th|k|m|s|%|x)?$/u.test(word) ||
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a hundred)$/u.test(
    word,
  );

/** Whether the words from `at` on are the phrase ("help me", "i would like"). */
export const startsWithPhrase = (words: string[], at: number, phrase: string) =>
  phrase.split(" ").every((word, offset) => words[at + offset] === word);
