import type { DeliverableKind } from "./deliverable-kinds.ts";
import { customerNouns, determiners, personalNouns } from "./function-words.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import type { Token } from "./tokens.ts";

/** Where a recipient ends and what is said to them begins: "the parents group | saying …". */
const messageStarts = new Set(
  "saying telling asking letting explaining reminding inviting thanking about regarding that because who which".split(
    " ",
  ),
);

/** "a note to put in his lunchbox": "to" before a verb says what the thing is for, not who gets it. */
const infinitives = new Set(
  `put send give read open use share post say go be get keep help ask hand print stick leave include attach hang show
  play sing make take bring remind thank invite welcome celebrate announce explain let tell`.split(/\s+/u),
);
/** Past these, a later "to" belongs to another noun: "for new subscribers to my newsletter". */
const recipientStops = new Set("for after about on with in because".split(" "));

/** "to my landlord", "to HR", "to parents": a person or organisation, not "to follow up" or "to put". */
const startsLikeSomeone = (token: Token | undefined) =>
  token !== undefined &&
  !infinitives.has(token.word) &&
  (determiners.has(token.word) ||
    /^\p{Lu}/u.test(token.text) ||
    personalNouns.has(token.word) ||
    customerNouns.has(token.word) ||
    /s$/u.test(token.word));

/** Who a message goes to, as written: the noun phrase after "to". */
export const recipientAfter = (tokens: Token[], from: number) => {
  const to = tokens.findIndex((token, index) => index >= from && token.word === "to");
  const isAttached = tokens
    .slice(from, Math.max(from, to))
    .every((token) => !recipientStops.has(token.word) && !messageStarts.has(token.word));
  if (to < 0 || !isAttached || !startsLikeSomeone(tokens[to + 1])) return undefined;
  const phrase = readNounPhrase(tokens, to + 1);
  if (!phrase) return undefined;
  // "my mother in law": the relation continues past "in".
  const inLaw = tokens[phrase.to + 1]?.word === "in" && tokens[phrase.to + 2]?.word === "law" ? 2 : 0;
  const words = tokens.slice(phrase.from, phrase.to + 1 + inLaw);
  const end = words.findIndex((token, index) => index > 0 && messageStarts.has(token.word));
  return (end > 0 ? words.slice(0, end) : words).map((token) => token.text).join(" ");
};

/** A message to a friend or family member is personal, one to a customer a reply, any other an e-mail. */
export const messageKindFor = (words: string[]): DeliverableKind => {
  if (words.some((word) => personalNouns.has(word))) return "personal-message";
  if (words.some((word) => customerNouns.has(word) || word === "review")) return "customer-reply";
  return "email";
};
