import type { DeliverableKind } from "./deliverable-kinds.ts";
import { customerNouns, personalNouns } from "./function-words.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import type { Token } from "./tokens.ts";

/** Where a recipient ends and what is said to them begins: "the parents group | saying …". */
const messageStarts = new Set(
  "saying telling asking letting explaining reminding inviting thanking about regarding that because who which".split(
    " ",
  ),
);

/** Who a message goes to, as written: the noun phrase after "to". */
export const recipientAfter = (tokens: Token[], from: number) => {
  const to = tokens.findIndex((token, index) => index >= from && token.word === "to");
  const phrase = to >= 0 ? readNounPhrase(tokens, to + 1) : undefined;
  if (!phrase) return undefined;
  const words = tokens.slice(phrase.from, phrase.to + 1);
  const end = words.findIndex((token, index) => index > 0 && messageStarts.has(token.word));
  return (end > 0 ? words.slice(0, end) : words).map((token) => token.text).join(" ");
};

/** A message to a friend or family member is personal, one to a customer a reply, any other an e-mail. */
export const messageKindFor = (words: string[]): DeliverableKind => {
  if (words.some((word) => personalNouns.has(word))) return "personal-message";
  if (words.some((word) => customerNouns.has(word) || word === "review")) return "customer-reply";
  return "email";
};
