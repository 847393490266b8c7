import { isOwnWords, isSentenceLine, looksLikeCode, printedError } from "./line-kinds.ts";

/** One stretch of the request as typed: the member's own words, or a paste kept byte for byte. */
export type Piece = { pasted: boolean; text: string };

/**
 * A line that hands over to the next paste ("and in update history it shows", "then when i click
 * retry it says", "and here's the second one:"): it ends on what a screen, a program or a sender
 * showed, or opens as a turn of the member's own telling does.
 */
const handsOver =
  /\b(?:says?|said|saying|shows?|showed|shown|showing|reads?|prints?|printed|gives?|gave|outputs?|returns?|returned|throws?|threw|displays?|displayed|(?:comes?|came|pops?|popped) up(?: with)?|(?:wrote|replied|answered|sent)(?: back)?)(?: me| us)?(?: this| that| the following| something like)?\s*:?\s*$/iu;
const turnOfTelling =
  /^(?:and|then|also|plus|but|after that|and then|here'?s|this is|that was)\b[^\n]*(?::\s*$|\b(?:i|i'm|im|i've|ive|my|me|we|our)\b)/iu;

/**
 * A paragraph between two pastes that is the member's own: one short line of their telling, typed
 * in lower case or opening as a turn of it, a sentence rather than data.
 */
export const isMembersLine = (paragraph: string) => {
  const line = paragraph.trim();
  // "and the error:", "console says": a handover too short for a sentence.
  if (!line.includes("\n") && isHandoverLine(line)) return true;
  return (
    !line.includes("\n") &&
    line.length <= 120 &&
    isOwnWords(line) &&
    (isSentenceLine(line) || handsOver.test(line)) &&
    (/^\p{Ll}/u.test(line) || turnOfTelling.test(line)) &&
    (handsOver.test(line) || turnOfTelling.test(line))
  );
};

/**
 * A line a program printed: an error or warning, a runtime's own prefix ("(node:4821) Warning: …"),
 * or an indented frame of its stack ("    at main (report.js:12:21)").
 */
const printedLine = (line: string) =>
  printedError.test(line) || /^\s*\(node:\d+\)|\b(?:WARN|ERROR|FATAL|Warning|Error|Exception):|^\s{2,}\S/u.test(line);

/** A label the member types over the next paste ("and the error:", "the full output:", "log:"). */
const labelsNext =
  /^(?:(?:and|then|plus|also|but|here'?s)\s+)?(?:(?:the|this|that|my|its?)\s+)?(?:full\s+|whole\s+)?(?:errors?|output|logs?|results?|traceback|stack ?trace|message|warning|response)(?:\s+(?:is|was|i get|i got|says?))?\s*:\s*$/iu;

/**
 * A short line of the member's that hands over to what a program printed ("console says", "and
 * the error:"): too short for a sentence, told apart by its words and by the output around it.
 */
const isHandoverLine = (typed: string) => {
  const line = typed.trim();
  return (
    line.length <= 80 &&
    !looksLikeCode(line) &&
    !printedLine(line) &&
    ((handsOver.test(line) && (/^\p{Ll}/u.test(line) || turnOfTelling.test(line))) || labelsNext.test(line))
  );
};

/** A line of a paste around a handover: a fence, code or what a program printed. */
const pastedLine = (line: string) => /^\s*```/u.test(line) || looksLikeCode(line) || printedLine(line);

/**
 * How many lines at the start of `text` (after its blank lines) are a handover of the member's and
 * what was printed under it ("console says\n(node:4821) Warning: …"), typed straight under a
 * fenced paste with no blank line; 0 when it starts otherwise.
 */
export const handoverThenPrinted = (text: string): number => {
  const lines = text.replace(/^\s*\n/u, "").split("\n");
  if (lines.length < 2 || !isHandoverLine(lines[0]!)) return 0;
  let printed = 1;
  while (printed < lines.length && printedLine(lines[printed]!)) printed += 1;
  return printed > 1 ? printed : 0;
};

/**
 * A paragraph split at the member's handover lines between its pasted lines ("…time.sleep(300)\nand
 * the error:\nTraceback…"): the stretches in order, the handovers the odd ones.
 */
const splitAtHandovers = (paragraph: string): string[] => {
  const lines = paragraph.split("\n");
  const stretches: string[] = [];
  let from = 0;
  for (let at = 1; at < lines.length - 1; at += 1)
    if (isHandoverLine(lines[at]!) && pastedLine(lines[at - 1]!) && pastedLine(lines[at + 1]!)) {
      stretches.push(lines.slice(from, at).join("\n"), lines[at]!.trim());
      from = at + 1;
    }
  stretches.push(lines.slice(from).join("\n"));
  return stretches;
};

/**
 * The material in the order typed, with the member's lines between its pastes set apart ("…rolls
 * back and says / <the message> / and in update history it shows / <the entry>"): each paste is
 * fenced on its own and their words read as theirs. The first and last paragraphs are pastes:
 * words before and after the material are already the member's.
 */
export const piecesOfMaterial = (material: string): Piece[] => {
  const paragraphs = material.split(/(\n[ \t]*\n)/u);
  const pieces: Piece[] = [];
  let pasted = "";
  for (let index = 0; index < paragraphs.length; index += 2) {
    const paragraph = paragraphs[index]!;
    const inside = index > 0 && index < paragraphs.length - 1;
    if (inside && pasted.trim() !== "" && isMembersLine(paragraph)) {
      pieces.push({ pasted: true, text: pasted.replace(/\n[ \t]*$/u, "") }, { pasted: false, text: paragraph.trim() });
      pasted = "";
      continue;
    }
    // "```\nconsole says\n(node:4821) Warning: …", "…time.sleep(300)\nand the error:\nTraceback…":
    // a handover line between pasted lines of the same block.
    const stretches = splitAtHandovers(paragraph);
    if (stretches.length > 1) {
      for (let at = 0; at < stretches.length - 1; at += 2) {
        const before = at === 0 && pasted !== "" ? `${pasted}${paragraphs[index - 1] ?? ""}` : "";
        pieces.push({ pasted: true, text: `${before}${stretches[at]}` }, { pasted: false, text: stretches[at + 1]! });
      }
      pasted = stretches.at(-1)!;
      continue;
    }
    pasted += pasted === "" ? paragraph : `${paragraphs[index - 1] ?? ""}${paragraph}`;
  }
  if (pasted !== "") pieces.push({ pasted: true, text: pasted });
  return pieces;
};
