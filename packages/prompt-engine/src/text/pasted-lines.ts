/**
 * Pastes typed straight against the member's line, with no blank line, colon or fence to mark them:
 * entries, prose or a greeted message under an ask that points to them, and a message greeted and
 * signed within its lines above the ask.
 */
import { isOwnWords } from "./line-kinds.ts";
import type { SeparatedRequest } from "./trailing-instruction.ts";

/** The ask points to what follows it ("fix the grammar in this, its the cards…", "tidy these up"). */
const pointsDown = /\b(?:this|these|the following|below)\b/iu;
/** An entry of a list pasted whole: a name, then a dash or a bar and what it says ("Morbier - the ash line…"). */
const entry = /^\s*\p{Lu}[^\n]{0,60}?\s[-–—|]\s+\S/u;

/**
 * Entries typed under the ask ("fix the grammar in this, its the cards for our cheese counter\nComté 24
 * mois - affined in…\nMorbier - the ash line…"): two or more lines of a name and what it says, up to
 * the first blank line; what follows that is the member's again.
 */
export const entriesUnderAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  const first = lines[0]?.trim() ?? "";
  if (!pointsDown.test(first) || !isOwnWords(first) || entry.test(first)) return undefined;
  let end = 1;
  while (end < lines.length && lines[end]!.trim() !== "" && entry.test(lines[end]!)) end += 1;
  if (end < 3 || (end < lines.length && lines[end]!.trim() !== "")) return undefined;
  const after = lines.slice(end).join("\n").trim();
  return {
    instruction: after === "" ? first : `${first}\n\n${after}`,
    material: lines.slice(1, end).join("\n").trimEnd(),
  };
};

/**
 * Prose pasted straight under an ask that points to it ("pls tighten this up for the back label, max
 * 50 words\nRaw wildflower honey from our hives…\nit also has to have the line about babies"): the
 * member types in lower case and the paste starts with a capital; it runs to the member's next line.
 */
export const proseUnderAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  const first = lines[0]?.trim() ?? "";
  if (!/^\p{Ll}/u.test(first) || !pointsDown.test(first) || !isOwnWords(first)) return undefined;
  let end = 1;
  while (end < lines.length && /^\s*\p{Lu}/u.test(lines[end]!) && lines[end]!.trim().length >= 40) end += 1;
  const rest = lines.slice(end).filter((line) => line.trim() !== "");
  if (end === 1 || rest.some((line) => !/^\s*\p{Ll}/u.test(line))) return undefined;
  return {
    instruction: [first, ...rest.map((line) => line.trim())].join("\n\n"),
    material: lines.slice(1, end).join("\n").trimEnd(),
  };
};

/** An ask to work on notes that follow it ("can you turn these into proper minutes…", "tidy this up"). */
const worksOnWhatFollows =
  /\b(?:turn|make|write up|type up|tidy|sort|summari[sz]e|format|put|organi[sz]e|convert|clean up)\b[^\n]*\b(?:this|these|the following|below)\b|\b(?:this|these)\b[^\n]{0,20}\b(?:into|in to)\b/iu;

/**
 * Notes typed line by line under an ask to work on them ("can you turn these into proper minutes…\nmtg
 * sat 3rd, venue Wanjiru's house\npresent 12…"): three or more short lines, to the end or a blank line.
 */
export const notesUnderAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  const first = lines[0]?.trim() ?? "";
  if (!worksOnWhatFollows.test(first) || !isOwnWords(first) || /:\s*$/u.test(first)) return undefined;
  let end = 1;
  while (end < lines.length && lines[end]!.trim() !== "" && lines[end]!.trim().length <= 90) end += 1;
  // "…Fri 10am baking kueh / 3pm family video calls\nits for our care home in singapore…": a long
  // line in the member's lower case after the notes is theirs again, blank line or not.
  const ownLineNext = end < lines.length && /^\p{Ll}/u.test(lines[end]!.trim()) && isOwnWords(lines[end]!.trim());
  if (end < 4 || (end < lines.length && lines[end]!.trim() !== "" && !ownLineNext)) return undefined;
  const after = lines.slice(end).join("\n").trim();
  return {
    instruction: after === "" ? first : `${first}\n\n${after}`,
    material: lines.slice(1, end).join("\n").trimEnd(),
  };
};

/** A message that greets on its first line and goes straight on ("Hi all, reminder the boathouse…"). */
const greetsOnTheLine =
  /^\W{0,3}(?:hi|hello|hey|dear|morning|evening|good (?:morning|afternoon|evening))\b[^,\n]{0,25},\s*\S/iu;
/** A message signed at the end of its line ("…you know who you are. cheers, Gav"). */
const signedOnTheLine =
  /[.!?]\s+(?:thanks|thank you|many thanks|regards|kind regards|best(?: wishes)?|cheers|ta|x+)\s*,?\s+\p{Lu}[\p{L}.' &-]{0,30}\s*$/iu;
/** The member's line under an unsigned message, asking what to do with it ("how do i reply to this?"). */
const asksAboutAbove =
  /^\s*(?:how (?:do|should|can|would) (?:i|we)|what (?:do|should|can) (?:i|we)|(?:can|could) (?:you|u)|pl(?:ease|s|z)|help me)\b[^\n]*\b(?:reply|respond|answer|say|write back|this|that|it)\b/iu;
/** The member's words under it point back to it ("can u make this sound less passive aggressive"). */
const pointsBack = /\b(?:this|that|it|the above)\b/iu;

/**
 * A message greeted and signed on its own line, pasted above the member's words ("Hi all, reminder…
 * cheers, Gav\ncan u make this sound less passive aggressive"): the message is the paste.
 */
export const messageAboveAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  if (!greetsOnTheLine.test(lines[0] ?? "")) return undefined;
  const signedAt = lines.findIndex((line) => signedOnTheLine.test(line.trimEnd()));
  // Unsigned ("hi its Daniela's mum, she wont make the gala… sorry!!\nhow do i reply to this?"): the
  // message runs to the line where the member asks about it.
  const signed = signedAt >= 0 ? signedAt : lines.findIndex((line, at) => at > 0 && asksAboutAbove.test(line)) - 1;
  if (signed < 0 || signed === lines.length - 1) return undefined;
  const instruction = lines
    .slice(signed + 1)
    .join("\n")
    .trim();
  if (instruction === "" || !isOwnWords(instruction) || (signedAt >= 0 && !pointsBack.test(instruction)))
    return undefined;
  return {
    instruction,
    material: lines
      .slice(0, signed + 1)
      .join("\n")
      .trimEnd(),
  };
};

/**
 * A message pasted straight under an ask that points to it ("how do i reply to this without losing
 * the client…\nhi its Priya, Bella came home with a nick…"): it greets on its first line and runs to
 * a blank line or the end; what follows a blank line is the member's again.
 */
export const messageUnderAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  const first = lines[0]?.trim() ?? "";
  if (!pointsDown.test(first) || !isOwnWords(first) || !greetsOnTheLine.test(lines[1] ?? "")) return undefined;
  let end = 1;
  while (end < lines.length && lines[end]!.trim() !== "") end += 1;
  const after = lines.slice(end).join("\n").trim();
  return {
    instruction: after === "" ? first : `${first}\n\n${after}`,
    material: lines.slice(1, end).join("\n").trimEnd(),
  };
};

/** A question of the member's typed in lower case at the end of their notes ("…or i reduce the rent. should i mention mietminderung?"). */
const ownQuestionAtEnd = /(?<=[.!?]\s+)(?:should|do|can|could|would|shall|will|am) (?:i|we)\b[^.!?\n]{0,100}\?\s*$/u;

/**
 * The member's question typed at the end of the notes they give ("…want it fixed within 3 days.
 * should i mention mietminderung?"): asked of the assistant, it goes back to the request.
 */
export const questionTypedAfter = (separated: SeparatedRequest): SeparatedRequest => {
  const question = ownQuestionAtEnd.exec(separated.material);
  if (!question || separated.instruction === "") return separated;
  return {
    instruction: `${separated.instruction}\n\n${question[0].trim()}`,
    material: separated.material.slice(0, question.index).trimEnd(),
  };
};

/** A line of YAML: a key and its value, a key opening a block, or a list item ("  - platform: sun"). */
const yamlLine = /^\s*(?:-\s+)?[\w.-]+:(?:\s+\S.*)?\s*$|^\s*-\s+\S/u;

/**
 * YAML pasted under the member's line ("automation isnt firing at sunset. home assistant\nalias:
 * porch lights\ntrigger:\n  - platform: sun…"): from its first key to its last line, kept whole,
 * with lines of the member's after it theirs. Three lines or more, one of them indented.
 */
export const yamlUnderAsk = (lines: readonly string[]): SeparatedRequest | undefined => {
  if (lines.length < 4 || yamlLine.test(lines[0]!) || !isOwnWords(lines[0]!.trim())) return undefined;
  let end = 1;
  while (
    end < lines.length &&
    (yamlLine.test(lines[end]!) || (lines[end]!.trim() === "" && yamlLine.test(lines[end + 1] ?? "")))
  )
    end += 1;
  const block = lines.slice(1, end);
  if (block.length < 3 || !block.some((line) => /^\s{2,}\S/u.test(line))) return undefined;
  const after = lines.slice(end).join("\n").trim();
  return {
    instruction: after === "" ? lines[0]!.trim() : `${lines[0]!.trim()}\n\n${after}`,
    material: block.join("\n").trimEnd(),
  };
};
