import { listsIngredients } from "./kitchen-quantities.ts";
import {
  isListItem,
  isOwnWords,
  isProse,
  isQuotation,
  isSentenceLine,
  looksLikeCode,
  opensLetter,
  printedError,
  setsAnswerForm,
  speaksToAssistant,
} from "./line-kinds.ts";

/** The member's instruction, and text they pasted to be worked on, kept byte for byte. */
export type SeparatedRequest = {
  instruction: string;
  material: string;
};

const fence = /```[\s\S]*?(?:```|$)/u;
/** A word or two asking for help under a paste ("help", "pls help!", "any ideas?", "thanks"). */
const plea =
  /^(?:pl(?:ease|s|z)\s+)?(?:help|halp|thanks?|thank you|thx|ty|any ideas|what'?s wrong|why)(?:\s+(?:me|pls|please|plz))?\s*[.!?]*$/iu;
/**
 * Under a rule, the member's own words ("---\nThere's 7 of us in the house… do we qualify?"), which
 * close a paste rather than open one; a letter's greeting opens one.
 */
const ownWordsUnderRule = (paragraph: string) => {
  const text = underRule(paragraph);
  return isOwnWords(text) && !opensLetter.test(text.split("\n")[0]!.trim());
};
/** A paragraph that ends on a rule ("---"): where a paste marked off ends. */
const closingRule = /(?:^|\n)[ \t]*[-=_*~]{3,}[ \t]*$/u;
/** A paragraph's text under the rule it opens with ("---\nDear Parents," → "Dear Parents,"). */
const underRule = (paragraph: string) => paragraph.trim().replace(/^[-=_*~]{3,}[ \t]*\n\s*/u, "");
/** A paragraph that opens with a rule ("---", "====") and goes on with text: a paste marked off. */
const ruleThenText = /^\s*[-=_*~]{3,}[ \t]*\n\s*\S/u;

/**
 * Pasted code, a schema, data or a quotation followed, after a blank line, by the member's words
 * ("I have this table: CREATE TABLE … — I need the top 5 customers", a quoted message then "don't
 * make it too soft"): those words go back to the instruction. Material that opens with plain
 * prose has no visible end, so its last paragraph stays in it.
 */
const withTrailingInstruction = (separated: SeparatedRequest): SeparatedRequest => {
  // A plea on the paste's last line ("…})\nhelp") is the member's, however short.
  const pasted = separated.material.trimEnd().split("\n");
  if (pasted.length >= 2 && plea.test(pasted.at(-1)!.trim()))
    return withTrailingInstruction({
      instruction: `${separated.instruction}\n\n${pasted.at(-1)!.trim()}`,
      material: pasted.slice(0, -1).join("\n").trimEnd(),
    });
  const paragraphs = separated.material.split(/\n\s*\n/u);
  const lastParagraph = paragraphs.at(-1)!.trim();
  // "Headings please: Date/time, Location, …" after pasted notes sets the answer's form: the member's.
  // "---" and then the member's own words under it: the rule closes the paste, the words are theirs.
  const closingWords =
    paragraphs.length < 2
      ? undefined
      : isOwnWords(lastParagraph) && setsAnswerForm.test(lastParagraph)
        ? lastParagraph
        : ruleThenText.test(lastParagraph) && ownWordsUnderRule(lastParagraph)
          ? underRule(lastParagraph)
          : undefined;
  if (closingWords !== undefined) {
    // The member's paragraphs above these come back first, so the request keeps its order.
    const above = withTrailingInstruction({
      instruction: separated.instruction,
      material: paragraphs.slice(0, -1).join("\n\n").trimEnd(),
    });
    return { instruction: `${above.instruction}\n\n${closingWords}`, material: above.material };
  }
  // A paste the member closes with a rule ("---") ends there: their paragraphs after it are theirs.
  const closed = paragraphs.findLastIndex((paragraph, at) => at > 0 && closingRule.test(paragraph));
  const after = paragraphs.slice(closed + 1).map((paragraph) => paragraph.trim());
  if (closed >= 0 && after.length > 0 && after.every(isOwnWords))
    return {
      instruction: [separated.instruction, ...after].join("\n\n"),
      material: paragraphs
        .slice(0, closed + 1)
        .join("\n\n")
        .trimEnd(),
    };
  // A letter stays whole to its signature, also under a rule the member drew above it ("---\nDear…").
  const opening = underRule(paragraphs[0]!);
  if (isOwnWords(paragraphs[0]!.trim()) || opensLetter.test(opening)) return separated;
  let keep = paragraphs.length;
  while (keep > 1 && isOwnWords(paragraphs[keep - 1]!.trim())) keep -= 1;
  // Sentences typed straight under the data, with no blank line ("orders (id, …)\nusing postgres.
  // also include customers who never ordered"), are the member's too.
  const last = paragraphs[keep - 1]!.split("\n");
  let lines = last.length;
  // Under a list, every line after its last item is the member's ("keep it light"); under a
  // recipe's ingredients the method follows ("Bake at 375 for 55 min"), and stays with them.
  const lastItem = last.findLastIndex(isListItem);
  if (listsIngredients(last.join("\n"))) lines = last.length;
  else if (lastItem >= 0 && last.slice(lastItem + 1).every((line) => !looksLikeCode(line) && !isQuotation(line)))
    // "keep it light" under the list is the member's; "Next meeting 7 Nov, 7pm." under pasted minutes,
    // a document with its own heading above the list, is the document's.
    lines =
      last.findIndex(isListItem) === 0 || last.slice(lastItem + 1).every(speaksToAssistant)
        ? lastItem + 1
        : last.length;
  else
    while (
      lines > 1 &&
      isSentenceLine(last[lines - 1]!) &&
      !isQuotation(last[lines - 1]!) &&
      !isListItem(last[lines - 1]!)
    )
      lines -= 1;
  // Only under data or a list with no sentence of its own: the last lines of a poem or a letter
  // stay in it. A line that introduces what follows ("The review (2 stars):") is no data.
  // Data with a line of words among its figures ("vinegar: 10.00 mL diluted to 100 mL, …") is data still.
  const above = last.slice(0, lines).filter((line) => line.trim() !== "");
  const dataLines = above.filter((line) => !isSentenceLine(line) || isListItem(line)).length;
  const dataAbove = dataLines * 3 >= above.length * 2 && above.some((line) => !/:\s*$/u.test(line));
  // Words of the member's in a paragraph of their own already end the paste: lines above them
  // ("Bake at 350F 18 min", a recipe's last step) stay in it.
  const endsWithOwnParagraph = keep < paragraphs.length;
  const typedUnder = dataAbove && !endsWithOwnParagraph ? last.slice(lines).map((line) => line.trim()) : [];
  if (!dataAbove || endsWithOwnParagraph) lines = last.length;
  if (keep === paragraphs.length && typedUnder.length === 0) return separated;
  const material = [...paragraphs.slice(0, keep - 1), last.slice(0, lines).join("\n")];
  // Each line as typed: joining them would run one ask into the next.
  const ownWords = [typedUnder.join("\n"), ...paragraphs.slice(keep).map((paragraph) => paragraph.trim())];
  return {
    instruction: [separated.instruction, ...ownWords.filter((words) => words !== "")].join("\n\n"),
    material: material.join("\n\n").trimEnd(),
  };
};

/** A line that asks something: a question, or a request to the assistant, numbered or not. */
const askingLine =
  /^\s*(?:\d+[.)]|[-*•])?\s*(?:(?:can|could|should|would|will|do|does|did|is|are|am|how|what|when|where|why|which|who|whats|what's)\b.*|.*\?\s*)$/iu;

/**
 * Lines after a colon that are the member's own questions ("few questions:\n1. can he come on my
 * permit?\n2. how long does a SIN take"): asks to answer, not text to work on.
 */
const isListOfAsks = (rest: string) => {
  const lines = rest.split("\n").filter((line) => line.trim() !== "");
  const asking = lines.filter((line) => askingLine.test(line) && !looksLikeCode(line)).length;
  return lines.length >= 2 && asking / lines.length >= 0.6 && !lines.some(looksLikeCode);
};

/**
 * A colon after which the member lists what the deliverable must be ("a thank-you letter that:",
 * "it should:", "rules:"): their conditions, not material to work from.
 */
const conditionsIntro =
  /\b(?:that|which|who|it should|it must|it has to|it needs to|they should|make sure (?:it|they)|requirements?|rules|constraints|conditions|must-haves)\s*:\s*$/iu;

/** The member's sentence goes on after the list ("…\nSun - rotate\n\nplus we split the cost"): the list is part of it. */
const continuesSentence = /^\s*(?:plus|and|also|but|then|as well as|or)\b/u;

/**
 * A short list the member types inside their own request: their conditions after "a letter
 * that:", or points their sentence goes on from. At most 15 short lines, none of them code.
 */
const isOwnList = (colonLine: string, rest: string) => {
  const [list = "", ...after] = rest.replace(/^\s*\n/u, "").split(/\n\s*\n/u);
  const items = list.split("\n").filter((line) => line.trim() !== "");
  const short =
    items.length >= 1 && items.length <= 15 && items.every((line) => line.length <= 120 && !looksLikeCode(line));
  const lastLine = list.split("\n").at(-1) ?? "";
  const tail = after.join("\n\n");
  return (
    short &&
    (conditionsIntro.test(colonLine) ||
      continuesSentence.test(tail) ||
      (items.length < list.split("\n").length && continuesSentence.test(lastLine)))
  );
};

/** A colon that introduces the member's asks, not text to work on ("Can you:", "I need you to:", "Please:"). */
const asksIntro =
  /\b(?:can|could|would|will) (?:you|u)(?: please| pls)?:\s*$|\b(?:please|pls|i need you to|i want you to|i'?d like you to|help me(?: to)?|i need|i want|i'?d like)\s*:\s*$/iu;

/**
 * A quotation pasted after the instruction, then the member's own words about it ("to be fair we
 * were 2 staff down… max 80 words"): those words go back to the instruction.
 */
const quotationThenInstruction = (first: string, others: string[]): SeparatedRequest | undefined => {
  const quoted = others.findIndex((paragraph) => !isQuotation(paragraph));
  if (!isQuotation(others[0] ?? "") || quoted < 0) return undefined;
  return {
    instruction: [first, ...others.slice(quoted)].map((paragraph) => paragraph.trim()).join("\n\n"),
    material: others.slice(0, quoted).join("\n\n").trim(),
  };
};

/** A paragraph a program printed, not the member's sentences: a line of it is no sentence ("output:", a traceback). */
const isPastedOutput = (paragraph: string) =>
  paragraph !== "" && !isOwnWords(paragraph) && !paragraph.split("\n").every(isSentenceLine);

/**
 * Where the material above a fenced block starts: lines a program printed or that label the block,
 * straight above it ("it says:\nUncaught TypeError: …\n    at rsvp.js:3:35\nrsvp.js:\n```"), go
 * with it; the member's sentence that introduces them stays theirs.
 */
const printedAbove = (raw: string, fenceStart: number) => {
  const lines = raw.slice(0, fenceStart).split("\n");
  // The fence's own line holds nothing before the backticks, or the text before them is the member's.
  if (lines.at(-1)!.trim() !== "") return fenceStart;
  let first = lines.length - 1;
  const printed = (line: string) => line.trim() !== "" && (printedError.test(line) || !isSentenceLine(line));
  while (first > 1 && (printed(lines[first - 1]!) || (lines[first - 1]!.trim() === "" && printed(lines[first - 2]!))))
    first -= 1;
  if (first === lines.length - 1) return fenceStart;
  // Lines only of a label or blank above the fence ("rsvp.js:") are taken only with printed output.
  const taken = lines.slice(first, -1);
  if (!taken.some((line) => printedError.test(line) || /^\s{2,}\S/u.test(line))) return fenceStart;
  return lines.slice(0, first).join("\n").length + 1;
};

/**
 * Splits pasted material from the instruction: a fenced block, everything after a line that
 * ends with a colon, or the paragraphs after the first when the instruction is the short first
 * paragraph of a long text. Nothing is trimmed inside the material.
 */
export const separateMaterial = (raw: string): SeparatedRequest => {
  const fences = [...raw.matchAll(new RegExp(fence.source, "gu"))];
  if (fences.length > 0) {
    // Several blocks (code, then its error) stay one material, with what lies between them.
    const start = printedAbove(raw, fences[0]!.index);
    const last = fences.at(-1)!;
    // Output pasted under the last block without a fence of its own ("output:", then a traceback)
    // is material too: the member's words after it start at their first paragraph of sentences.
    const after = raw.slice(last.index + last[0].length).split(/(?=\n\s*\n)/u);
    const pastedAfter = after.findIndex((paragraph) => !isPastedOutput(paragraph.trim()));
    const end =
      last.index + last[0].length + after.slice(0, pastedAfter < 0 ? after.length : pastedAfter).join("").length;
    // Words on both sides of the blocks ("why this KeyError" … "how do I fix it") join as two
    // paragraphs, with no hole where the blocks were.
    const instruction = [raw.slice(0, start), raw.slice(end)]
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .join("\n\n");
    if (instruction !== "") return { instruction, material: raw.slice(start, end) };
  }
  const lines = raw.split("\n");
  // Pasted code without a fence starts at its first line of code, even one ending with a colon.
  const firstCode = lines.findIndex((line, index) => index > 0 && looksLikeCode(line));
  const colonLine = lines.findIndex(
    (line, index) =>
      index < lines.length - 1 &&
      /:\s*$/u.test(line) &&
      !asksIntro.test(line) &&
      !looksLikeCode(line) &&
      (firstCode < 0 || index < firstCode),
  );
  if (colonLine < 0 && firstCode > 0 && !looksLikeCode(lines[0]!)) {
    // A construct opened above in the same paragraph ("orders (", then its columns, then ")")
    // starts the code where it opens.
    let start = firstCode;
    for (let above = firstCode - 1; above >= 1 && lines[above]!.trim() !== ""; above -= 1)
      if (/[([{]\s*$/u.test(lines[above]!)) start = above;
    const rest = lines.slice(start).join("\n");
    return withTrailingInstruction({
      instruction: lines.slice(0, start).join("\n").trim(),
      material: rest.trimEnd(),
    });
  }
  if (colonLine >= 0) {
    const rest = lines.slice(colonLine + 1).join("\n");
    if (isListOfAsks(rest) || isOwnList(lines[colonLine]!, rest)) return { instruction: raw.trim(), material: "" };
    if (rest.trim() !== "") {
      // Data pasted before the colon's line ("<a table>\n\nkubectl logs shows:\n<an error>") starts
      // the material there: the colon's line only introduces the next piece of it.
      const head = lines.slice(0, colonLine + 1).join("\n");
      const starts = [0, ...[...head.matchAll(/\n\s*\n/gu)].map((gap) => gap.index + gap[0].length)];
      const data = starts.findIndex(
        (start, index) => index > 0 && !isProse(head.slice(start, starts[index + 1] ?? head.length).trim()),
      );
      if (data > 0)
        return withTrailingInstruction({
          instruction: raw.slice(0, starts[data]).trim(),
          material: raw.slice(starts[data]).trimEnd(),
        });
      const intro = lines
        .slice(0, colonLine + 1)
        .join("\n")
        .trim();
      const separated = withTrailingInstruction({
        instruction: intro,
        material: rest.replace(/^\s*\n/u, "").trimEnd(),
      });
      // A label that starts a paragraph of its own ("The review (2 stars):"), with the member's
      // words after what it labels, goes with the material: the request reads on without it.
      const label = lines[colonLine]!.trim();
      if (separated.instruction !== intro && colonLine > 0 && lines[colonLine - 1]!.trim() === "" && label.length <= 80)
        return {
          instruction: [
            lines.slice(0, colonLine).join("\n").trim(),
            separated.instruction.slice(intro.length).trim(),
          ].join("\n\n"),
          material: `${label}\n${separated.material}`,
        };
      return separated;
    }
  }
  const paragraphs = raw.split(/\n\s*\n/u);
  const [first = "", ...others] = paragraphs;
  // A text the member rules off ("---", then an e-mail, then "---") is pasted, however short.
  const ruledOff = others.findIndex((paragraph) => ruleThenText.test(paragraph) && !ownWordsUnderRule(paragraph));
  if (ruledOff >= 0)
    return withTrailingInstruction({
      instruction: [first, ...others.slice(0, ruledOff)].map((paragraph) => paragraph.trim()).join("\n\n"),
      material: others.slice(ruledOff).join("\n\n").trimEnd(),
    });
  const rest = others.join("\n\n");
  if (others.length > 0 && rest.trim().length > first.trim().length * 2)
    return (
      quotationThenInstruction(first, others) ??
      withTrailingInstruction({ instruction: first.trim(), material: rest.trimEnd() })
    );
  return { instruction: raw.trim(), material: "" };
};
