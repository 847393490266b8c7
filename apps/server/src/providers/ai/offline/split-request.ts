import { capitalizeFirst } from "./word-pattern.ts";

export type RequestParts = {
  /** The request itself: what the AI should do. */
  main: string;
  /** Conditions the person set: "make it short", "don't mention the price". */
  constraints: string[];
  /** Everything else they said: background, situation, extra facts. */
  details: string[];
};

const w = "[\\p{L}\\p{N}'’]";
const constraintStarts =
  "make sure|make it|keep it|include|mention|don't|do not|never|avoid|it should|it must|it needs to|it has to|it shouldn't|it can't|use|add|no more than|at least|under|less than|written in|write it in|focus on|highlight|end with|start with|sign it|sign off with|please make|please keep|please include|please use|no";
const clauseBreak = new RegExp(
  `(?:\\s*[,;]\\s*(?:and\\s+also\\s+|and\\s+|but\\s+|also\\s+|plus\\s+|then\\s+)?|\\s+(?:and\\s+also|and|but|also|plus|then)\\s+)(?=(?:${constraintStarts})(?!${w}))`,
  "giu",
);
/** "We're a small startup, help me price it": a request that follows background after a comma. */
const requestBreak = new RegExp(
  `\\s*[,;]\\s*(?:so\\s+|and\\s+|now\\s+)?(?=(?:help me|help us|can you|could you|please|i need you to|i want you to|write|create|make|draft|generate|give me)(?!${w}))`,
  "giu",
);
const constraintClause = new RegExp(
  `^(?:(?:${constraintStarts})(?!${w})|(?:the|it|this|that)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:should|must|needs to|has to|shouldn't|mustn't|can't|cannot|has to be|needs to be)(?!${w})|i\\s+(?:want|need|would like|'d like)\\s+it\\s+to(?!${w}))`,
  "iu",
);
const requestClause = new RegExp(
  `^(?:please|can you|could you|would you|will you|i need|i want|i'd like|i would like|i'm looking for|help|write|create|make|draft|generate|give|explain|summari[sz]e|plan|design|build|tell|show|list|find|suggest|analy[sz]e|compare|translate|rewrite|fix|debug|draw|paint|what|how|why|when|where|who|which)(?!${w})`,
  "iu",
);

const asSentence = (clause: string) => {
  const trimmed = clause.trim().replace(/[,;:]+$/, "");
  return capitalizeFirst(/[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`);
};

/** Splits a cleaned request into the request itself, the conditions set and the background. */
export const splitRequest = (text: string): RequestParts => {
  const sentences = text.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“])/u);
  const clauses = sentences
    .flatMap((sentence) => sentence.split(requestBreak).flatMap((part) => part.split(clauseBreak)))
    .filter((clause) => clause.trim());
  const constraints = clauses.filter((clause) => constraintClause.test(clause.trim()));
  const others = clauses.filter((clause) => !constraints.includes(clause));
  const main = others.find((clause) => requestClause.test(clause.trim())) ?? others[0] ?? clauses[0] ?? text;
  const unique = (list: string[]) => [...new Set(list.filter((clause) => clause !== main).map(asSentence))];
  return { main: asSentence(main), constraints: unique(constraints), details: unique(others) };
};
