import { splitSentences } from "./split-sentences.ts";
import { tokenize, type Token } from "./tokens.ts";

export type Clause = {
  /** The clause as written, without the punctuation or conjunction that joined it to the previous one. */
  text: string;
  tokens: Token[];
  /** Position of the clause's sentence, and whether the clause opens it. */
  sentence: number;
  opensSentence: boolean;
  /** The conjunction that joined it to the previous clause ("but" in "I want to run but I get bored"). */
  joinedBy?: string;
};

/** A conjunction starts a new clause when a subject or an instruction follows it: "…, and I want an endpoint", "and make it short". */
const clauseOpeners = new Set(
  `i we you he she they it i'm we're you're he's she's they're it's there's make keep include mention add use avoid
  write give end start sign focus highlight please don't need`.split(/\s+/u),
);
const closingQuotes = new Set(['"', "”", "’", "'", "»"]);
// "so" is left out: "rewrite this so it sounds…" is one request, not two.
const joiningConjunctions = new Set(["and", "but", "then", "also", "plus"]);

const MAX_LIST_ITEM_WORDS = 3;

/** The words after a comma, up to the next punctuation. */
const segmentAfter = (tokens: Token[], comma: number) => {
  const segment: Token[] = [];
  for (let index = comma + 1; index < tokens.length && !tokens[index]!.isPunctuation; index += 1)
    segment.push(tokens[index]!);
  return { segment, next: comma + 1 + segment.length };
};

/**
 * "chicken, rice and spinach", "date, region and revenue": a comma inside a list of short items
 * that ends in "and" or "or" does not end a clause.
 */
const continuesList = (tokens: Token[], comma: number): boolean => {
  const { segment, next } = segmentAfter(tokens, comma);
  if (segment.length === 0 || segment.length > MAX_LIST_ITEM_WORDS + 2) return false;
  const joined = segment.slice(1).some((token) => token.word === "and" || token.word === "or");
  if (joined)
    return segment.length <= MAX_LIST_ITEM_WORDS + 2 && !segment.some((token) => clauseOpeners.has(token.word));
  return segment.length <= MAX_LIST_ITEM_WORDS && tokens[next]?.text === "," && continuesList(tokens, next);
};

/**
 * Splits a request into clauses: at sentence ends, at commas, semicolons, colons and dashes, and
 * at "and / but / so" when a new subject or instruction follows. "Date, region and revenue" stays
 * one clause only in the sense that its parts are short; callers join verbless fragments back.
 */
export const splitClauses = (text: string): Clause[] => {
  const clauses: Clause[] = [];
  splitSentences(text).forEach((sentence, sentenceIndex) => {
    const tokens = tokenize(sentence);
    let current: Token[] = [];
    let isQuoting = false;
    let joinedBy: string | undefined;
    const close = () => {
      // The clause's closing mark goes; a closing quote belongs to what it quotes ('says "paid"').
      const trimmed = current.filter(
        (token, index) => !(index === current.length - 1 && token.isPunctuation && !closingQuotes.has(token.text)),
      );
      if (trimmed.length > 0) {
        const text = sentence.slice(trimmed[0]!.start, trimmed.at(-1)!.end);
        clauses.push({
          text,
          tokens: tokenize(text),
          sentence: sentenceIndex,
          opensSentence: !clauses.some((clause) => clause.sentence === sentenceIndex),
          ...(joinedBy ? { joinedBy } : {}),
        });
      }
      current = [];
      joinedBy = undefined;
    };
    tokens.forEach((token, index) => {
      // A quotation is one piece of what is said: 'translate "the bill, please" into Portuguese'.
      if (['"', "“", "”"].includes(token.text)) isQuoting = token.text === "“" || (token.text === '"' && !isQuoting);
      if (isQuoting) return void current.push(token);
      if (token.text === "," && continuesList(tokens, index)) return void current.push(token);
      // "mysql: delete duplicates" splits; "changelog for v1.4.0: new filters" and an error
      // message after its name stay whole.
      if (token.text === ":" && current.length > 2) return void current.push(token);
      if (token.isPunctuation && [",", ";", ":", "—", "–", "(", ")"].includes(token.text)) return close();
      const next = tokens[index + 1];
      const isInstruction =
        !["make", "keep"].includes(next?.word ?? "") ||
        /^(?:it|sure|the|them|this|each|every|all|your|my|our|to)$/u.test(tokens[index + 2]?.word ?? "");
      // "my wife and I keep arguing", "Sam and I": a short noun phrase joined to "I" is one subject.
      const sharesSubject =
        token.word === "and" &&
        next?.word === "i" &&
        current.length <= 3 &&
        (/^(?:my|our|his|her|their)$/u.test(current[0]?.word ?? "") ||
          (current.length === 1 && /^\p{Lu}/u.test(current[0]!.text) && !clauseOpeners.has(current[0]!.word)));
      if (
        !sharesSubject &&
        joiningConjunctions.has(token.word) &&
        current.length > 0 &&
        next &&
        clauseOpeners.has(next.word) &&
        isInstruction
      ) {
        close();
        joinedBy = token.word;
        return;
      }
      current.push(token);
    });
    close();
  });
  return clauses;
};
