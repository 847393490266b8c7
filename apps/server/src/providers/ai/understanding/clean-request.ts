import { fixCasing } from "./fix-casing.ts";
import { removeFillers } from "./remove-fillers.ts";
import { repairTyping } from "./repair-typing.ts";

/**
 * Turns a rough spoken or typed request into clean text: filler words, stammers and corrected
 * slips removed, dropped apostrophes restored, casing and punctuation fixed. Returns "" when
 * nothing meaningful is left.
 */
const gerunds: Record<string, string> = {
  writing: "write",
  drafting: "draft",
  making: "make",
  creating: "create",
  planning: "plan",
  preparing: "prepare",
  choosing: "choose",
  picking: "pick",
  "putting together": "put together",
  "coming up with": "come up with",
};
/** "I need help writing a grant application" → "help me write a grant application": the verb says what is wanted. */
const helpWithGerund = new RegExp(
  `(?<![\\p{L}])(?:(?:i|we)\\s+(?:need|want|could use|would like)\\s+(?:some\\s+)?)?help(?:\\s+me)?(?:\\s+with)?\\s+(${Object.keys(
    gerunds,
  )
    .join("|")
    .replace(/ /gu, "\\s+")})(?![\\p{L}])`,
  "giu",
);
const withVerbs = (text: string) =>
  text.replace(
    helpWithGerund,
    (_match, gerund: string) => `help me ${gerunds[gerund.toLowerCase().replace(/\s+/gu, " ")] ?? gerund}`,
  );

export const cleanRequest = (raw: string): string => {
  const withoutFillers = removeFillers(withVerbs(repairTyping(raw.normalize("NFC"))));
  if (!/[\p{L}\p{N}]/u.test(withoutFillers)) return "";
  return fixCasing(withoutFillers);
};
