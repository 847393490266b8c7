/**
 * A list the member types inside their own request, after a colon: their conditions, points their
 * sentence goes on from, or the things they ask to have made; not a paste to work on.
 */
import { isListItem, looksLikeCode } from "./line-kinds.ts";

/**
 * A colon after which the member lists what the deliverable must be ("a thank-you letter that:",
 * "it should:", "rules:"): their conditions, not material to work from.
 */
const conditionsIntro =
  /\b(?:that|which|who|it should|it must|it has to|it needs to|they should|make sure (?:it|they)|requirements?|rules|constraints|conditions|must-haves)\s*:\s*$/iu;

/** The member's sentence goes on after the list ("…\nSun - rotate\n\nplus we split the cost"): the list is part of it. */
const continuesSentence = /^\s*(?:plus|and|also|but|then|as well as|or)\b/u;

/** A list item's opening: its marker and a word that joins it to the one before. */
const itemStart = String.raw`^\s*(?:\d+[.)]|[-*•])\s+(?:(?:and|also|then|plus|maybe)\s+)?`;
/** An item that names a document to make ("- quote letter for the client", "1) an agenda for the AGM", "3) wording for a motion"). */
const namesDocument = new RegExp(
  `${itemStart}(?:(?:an?|one|two|three|some)\\s+)?(?:[\\w'-]+\\s+){0,2}?(?:letter|note|e-?mail|message|text|sign|notice|poster|flyer|leaflet|checklist|template|script|speech|talk|post|caption|invoice|quote|report|assessment|form|faq|guide|sheet|card|agenda|rota|timetable|summary|description|bio|advert|callout|reply|policy|itinerary|quiz|worksheet|lesson plan|wording|motion|minutes|menu)s?(?:\\s+(?:for|to|about|on|with|of|that|saying|asking|explaining)\\b|\\s*[-–:,])`,
  "iu",
);
/** An item that names something with its article ("- a text message version under 160 characters", "2) a firmer one"). */
const namesWithArticle = new RegExp(`${itemStart}(?:an?|one|two|three|four|five|another|some)\\s+\\S`, "iu");

/** A line that asks for something ("…and need help with our discharge stuff:", "can you help me with:"). */
const asksForHelp = /\b(?:need|want|help|can (?:you|u)|could (?:you|u)|pls|please|i'?d like|looking for)\b/iu;

/**
 * A short list the member types inside their own request: their conditions after "a letter
 * that:", or points their sentence goes on from. At most 15 short lines, none of them code.
 */
export const isOwnList = (colonLine: string, rest: string) => {
  const [list = "", ...after] = rest.replace(/^\s*\n/u, "").split(/\n\s*\n/u);
  const items = list.split("\n").filter((line) => line.trim() !== "");
  const few = items.length >= 1 && items.length <= 15 && !items.some(looksLikeCode);
  const short = few && items.every((line) => line.length <= 120);
  const lastLine = list.split("\n").at(-1) ?? "";
  const tail = after.join("\n\n");
  // "need help with our cat spay discharge stuff:\n- a written discharge sheet…\n- a text message
  // version…": bullets that name things to make are the member's asks, however long each; with no
  // ask in the line above ("rowing club stuff for our AGM:"), only if every one names a document.
  const marked = items.filter(isListItem);
  const pieces = marked.filter((line) => namesDocument.test(line) || namesWithArticle.test(line)).length;
  if (few && asksForHelp.test(colonLine) && pieces >= 2 && pieces / marked.length >= 0.6) return true;
  if (few && marked.length >= 2 && marked.every((line) => namesDocument.test(line))) return true;
  return (
    short &&
    (conditionsIntro.test(colonLine) ||
      continuesSentence.test(tail) ||
      (items.length < list.split("\n").length && continuesSentence.test(lastLine)))
  );
};
