import { isOwnWords, isSentenceLine } from "./line-kinds.ts";

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
    pasted += pasted === "" ? paragraph : `${paragraphs[index - 1] ?? ""}${paragraph}`;
  }
  if (pasted !== "") pieces.push({ pasted: true, text: pasted });
  return pieces;
};
