/** Letters and e-mails pasted with no colon or fence to mark them: where they start and end. */
import { isMailHeaders, isOwnWords, opensLetter } from "./line-kinds.ts";
import { signOff } from "./pasted-first.ts";
import { ownWordsUnderRule, ruleThenText, underRule, type SeparatedRequest } from "./trailing-instruction.ts";

/** A line under a sign-off that names the signer or their post ("J. Marsh", "Highways Enforcement, Wexley Council"). */
const namesSigner = (line: string) => {
  // "Clerk to the Council": the small words of a title are not capitalised.
  const words = (line.match(/\p{L}[\p{L}'.-]*/gu) ?? []).filter(
    (word) => !/^(?:to|of|the|and|for|at|in|on|&)$/u.test(word),
  );
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return words.length > 0 && line.trim().length <= 60 && !/[?!]\s*$/u.test(line) && capitalised * 5 >= words.length * 3;
};

/** A message that greets on its first line and goes straight on ("Hi, I saw your work at the fair…"). */
const greetsOnTheLine = /^\W{0,3}(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,\n]{0,25},\s*\S/iu;
/** A message signed at the end of its last line ("…Is that doable? Thanks, Paul and Jenna Ruiz"). */
const signedOnTheLine =
  /[.!?]\s+(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Rr]egards|[Kk]ind regards|[Bb]est(?: wishes)?|[Cc]heers|[Ss]incerely)\s*,?\s+\p{Lu}[\p{L}.' &-]{0,40}\s*$/u;

/** The member's line before an unsigned message points to it ("a parent emailed me this and i need to reply"). */
const pointsToPaste =
  /\b(?:sent|e-?mailed|texted|messaged|wrote|forwarded|got|received)\s+(?:me\s+|us\s+)?this\b|\b(?:this|below|the following)\s*:?\s*$/iu;
/** The member's line after it sets the answer's terms ("reply politely, say…", "keep it short"). */
const asksAfterPaste =
  /^(?:pl(?:ease|s|z)\s+)?(?:reply|respond|answer|say|tell|write|draft|keep|make|help|(?:can|could) (?:you|u)|i (?:want|need|have) to)\b/iu;

/**
 * A message with a greeting and no sign-off between the member's lines ("a parent emailed me this…
 * \nDear teacher, Minjun says homework is too much…\nreply politely, say…"): the line before points
 * to it, and the member's line after it asks for the answer.
 */
const unsignedBetween = (lines: readonly string[], greeting: number, instruction: string) => {
  if (!pointsToPaste.test(instruction)) return undefined;
  const after = lines.findIndex((line, index) => index > greeting && asksAfterPaste.test(line.trim()));
  if (after < 0 || lines.slice(greeting, after).some((line) => line.trim() === "")) return undefined;
  return {
    instruction: `${instruction}\n\n${lines.slice(after).join("\n").trim()}`,
    material: lines.slice(greeting, after).join("\n").trimEnd(),
  };
};

/**
 * A letter or a message pasted straight under the member's line, with no blank line or colon
 * between ("help me reply to this letter from the council…\nDear Resident,\n…\nYours faithfully,",
 * "…want to ask for 50% deposit.\nHi, I saw your work… Thanks, Paul and Jenna Ruiz"): its greeting
 * opens the paste, and a sign-off below it, on a line of its own or closing a line, shows the
 * whole is a letter, not the member's greeting.
 */
export const letterTypedUnder = (lines: readonly string[]): SeparatedRequest | undefined => {
  const greeting = lines.findIndex(
    (line, index) =>
      index > 0 &&
      lines[index - 1]!.trim() !== "" &&
      (opensLetter.test(line.trim()) || greetsOnTheLine.test(line.trim())),
  );
  if (greeting < 0) return undefined;
  const signed = lines.findLastIndex((line, index) => index > greeting && signOff.test(line));
  const signedInline = lines.findIndex((line, index) => index >= greeting && signedOnTheLine.test(line));
  const instruction = lines.slice(0, greeting).join("\n").trim();
  if (!isOwnWords(instruction) || lines.slice(0, greeting).some((line) => line.trim() === "")) return undefined;
  if (signed < 0 && signedInline < 0) return unsignedBetween(lines, greeting, instruction);
  // The name and title under the sign-off ("J. Marsh\nHighways Enforcement") are the letter's;
  // sentences after them, the member's.
  let end = signed >= 0 ? signed + 1 : signedInline + 1;
  while (signed >= 0 && end < lines.length && end <= signed + 3 && namesSigner(lines[end]!)) end += 1;
  const after = lines.slice(end).join("\n").trim();
  return {
    instruction: after === "" ? instruction : `${instruction}\n\n${after}`,
    material: lines.slice(greeting, end).join("\n").trimEnd(),
  };
};

/**
 * An e-mail pasted first, from its headers ("From: Pauline Reeves\nTo: Guild committee\nRe: Raffle
 * quilt"), perhaps with the replies under it, then the member's words: those are the last paragraph,
 * or what they typed under a rule ("---") they drew below the messages. A message's own paragraphs
 * read as prose too, so nothing above the last is taken for the member's.
 */
export const mailPastedFirst = (paragraphs: readonly string[]): SeparatedRequest | undefined => {
  // "From: Pat Henning\nSubject: raffle quilt\nHi all, Dorothy says…", then the member's paragraph:
  // headers with the message typed straight under them are a whole message of their own.
  const headed = opensWithHeaders(paragraphs[0] ?? "");
  if (paragraphs.length < (headed ? 2 : 3) || !(headed || isMailHeaders(paragraphs[0]!))) return undefined;
  const last = paragraphs.at(-1)!;
  const material = paragraphs.slice(0, -1).join("\n\n").trimEnd();
  if (ruleThenText.test(last) && ownWordsUnderRule(last)) return { instruction: underRule(last), material };
  return isOwnWords(last.trim()) ? { instruction: last.trim(), material } : undefined;
};

/** A paragraph that opens with two or more header lines and goes on with the message under them. */
const opensWithHeaders = (paragraph: string) => {
  const lines = paragraph.trim().split("\n");
  const body = lines.findIndex((line) => !isMailHeaders(line));
  return body >= 2 && body < lines.length;
};
