import {
  inForm,
  isFigureRow,
  isOwnWords,
  isProse,
  isQuotation,
  isSentenceLine,
  looksLikeCode,
  printedError,
} from "./line-kinds.ts";
import { isOwnList } from "./members-own-list.ts";
import { startsWithProgram, wordsAfterPasteFirst } from "./pasted-first.ts";
import { letterTypedUnder, mailPastedFirst } from "./pasted-letters.ts";
import {
  entriesUnderAsk,
  messageAboveAsk,
  messageUnderAsk,
  notesUnderAsk,
  proseUnderAsk,
  questionTypedAfter,
  yamlUnderAsk,
} from "./pasted-lines.ts";
import {
  ownWordsUnderRule,
  ruleThenText,
  withTrailingInstruction,
  type SeparatedRequest,
} from "./trailing-instruction.ts";
import { handoverThenPrinted } from "./words-between-pastes.ts";

const fence = /```[\s\S]*?(?:```|$)/u;

/** A pasted e-mail's header line ("From: Deborah Finch", "Subject: RE: password"). */
const mailHeader = /^\s*(?:from|sent|to|cc|subject|date):\s+\S/iu;

/** A traceback's head or one of its frames ("Traceback (most recent call last):", '  File "x.py", line 3'). */
const tracebackLine = /^\s*Traceback \(most recent call last\):?\s*$|^\s+File "[^"]+", line \d+|^\s+at \S+\s*\(/u;

/**
 * A line that asks something, numbered or not: a question, perhaps after a filler ("2) um does it
 * change anything…"), or one that ends on a clause asking it ("…changed in 2024, does that affect me").
 */
const askingLine =
  /^\s*(?:\d+[.)]|[-*•])?\s*(?:(?:um+|uh+|erm|so|and|also|ok|okay|oh|plus|but)\b[,\s]+)*(?:(?:can|could|should|would|will|do|does|did|is|are|am|how|what|when|where|why|which|who|whats|what's)\b.*|.*\?\s*)$|^[^?\n]*[,;]\s*(?:(?:and|so|but)\s+)?(?:does|do|did|is|are|can|could|will|would|should|am)\s+(?:that|this|it|i|we|he|she|they|you|u)\b[^,;?]*$/iu;

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
 * A colon that introduces the member's asks, not text to work on ("Can you:", "I need you to:",
 * "Please:", "can you do:", "Need two things for our chess club:", "few house things:", "…raise prices.
 * need:", "…for 12, questions:"), with nothing it points back to.
 */
const asksIntro =
  /\b(?:can|could|would|will) (?:you|u)(?: please| pls)?(?: (?:do|write|make|draft|give me|sort|help with|come up with|put together))?(?: for (?:me|us))?:\s*$|\b(?:please|pls|i need you to|i want you to|i'?d like you to|help me(?: to)?|i need|i want|i'?d like|(?:i|we) (?:want|need|would like|'d like) to)\s*:\s*$|(?:^|[.,;!]\s*|\b(?:we|so|just|also|really)\s+)(?:need|want)\s*:\s*$|(?:^|[.,;!]\s*|\b(?:my|some|few|quick|main)\s+)(?:questions?|things?|asks|jobs|tasks|to-?dos?)\s*:\s*$|(?:^\s*(?:(?:ok|okay|so|hi|hey)[,\s]+)?|\b(?:need|want|have|got|after|help(?: me)? with|with)\s+)(?:a\s+)?(?:few|couple(?: of)?|some|\d+|two|three|four|five)\s+(?:[\p{L}-]+\s+){0,2}?(?:things?|jobs?|bits?|pieces?|tasks?|favou?rs?|requests?|questions?)\b[^:\n]{0,100}:\s*$|\b(?:\d+|two|three|four|five)\s+(?:versions?|variations?|variants?|formats?|kinds?|types?|options?)\b[^:\n]{0,60}:\s*$/iu;

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
 * Rows of figures pasted under the member's paragraph (lab results, readings): data to work on,
 * however short beside the request.
 */
const isDataParagraph = (paragraph: string) => {
  const lines = paragraph.split("\n").filter((line) => line.trim() !== "");
  return lines.length >= 2 && lines.every(isFigureRow);
};

/** A line of text, then a rule ("---") on the next line with text under it. */
const ruleUnderText = /^([^\n]*[\p{L}\p{N}][^\n]*)\n([ \t]*[-_*~]{3,}[ \t]*\n[ \t]*\S)/mu;

/**
 * Splits pasted material from the instruction: a fenced block, everything after a line that
 * ends with a colon, or the paragraphs after the first when the instruction is the short first
 * paragraph of a long text. Nothing is trimmed inside the material; a question of the member's
 * typed at its end goes back to the instruction.
 */
export const separateMaterial = (typed: string): SeparatedRequest => questionTypedAfter(separated(typed));

const separated = (typed: string): SeparatedRequest => {
  // "…for our food bank door\n---\n<the notice>": a rule typed straight under the member's line
  // marks off a paste as a rule after a blank line does.
  const raw = typed.replace(ruleUnderText, "$1\n\n$2");
  const fences = [...raw.matchAll(new RegExp(fence.source, "gu"))];
  if (fences.length > 0) {
    // Several blocks (code, then its error) stay one material, with what lies between them.
    const start = printedAbove(raw, fences[0]!.index);
    const last = fences.at(-1)!;
    // Output pasted under the last block without a fence of its own ("output:", then a traceback)
    // is material too: the member's words after it start at their first paragraph of sentences.
    const after = raw.slice(last.index + last[0].length).split(/(?=\n\s*\n)/u);
    // "```\nconsole says\n(node:4821) Warning: …\nand then nothing happens": the lines printed under
    // the member's handover, typed straight under the fence, are pasted too; the lines after, theirs.
    const handedOver = handoverThenPrinted(after[0] ?? "");
    const firstLines = (after[0] ?? "").split("\n");
    const pastedAfter = after.findIndex((paragraph) => !isPastedOutput(paragraph.trim()));
    const end =
      last.index +
      last[0].length +
      (handedOver > 0
        ? firstLines.slice(0, firstLines.findIndex((line) => line.trim() !== "") + handedOver).join("\n").length
        : after.slice(0, pastedAfter < 0 ? after.length : pastedAfter).join("").length);
    // Words on both sides of the blocks ("why this KeyError" … "how do I fix it") join as two
    // paragraphs, with no hole where the blocks were.
    const instruction = [raw.slice(0, start), raw.slice(end)]
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .join("\n\n");
    if (instruction !== "") return { instruction, material: raw.slice(start, end) };
  }
  // A program's error or code pasted first, then the member's words, perhaps with more code and
  // a colon of theirs among them ("this is my code for my uni assignment:"): found by the paste first.
  const pastedFirst = startsWithProgram(raw) ? wordsAfterPasteFirst(raw.split(/\n\s*\n/u)) : undefined;
  if (pastedFirst) return pastedFirst;
  const lines = raw.split("\n");
  // "can you draft a reply to this ticket…\nTicket #4471\nFrom: Deborah Finch\nSubject: …": two
  // header lines start a pasted e-mail, with a short label straight above them.
  const headersAt = lines.findIndex(
    (line, index) => index > 0 && mailHeader.test(line) && mailHeader.test(lines[index + 1] ?? ""),
  );
  if (headersAt > 0 && !lines.slice(0, headersAt - 1).some((line) => /:\s*$/u.test(line))) {
    const labelled =
      headersAt > 1 && lines[headersAt - 1]!.trim().length <= 40 && !isSentenceLine(lines[headersAt - 1]!);
    const start = labelled ? headersAt - 1 : headersAt;
    const instruction = lines.slice(0, start).join("\n").trim();
    const mail = lines.slice(start).join("\n").trimEnd();
    // The message runs on under its headers, the paragraph after them included: only a paragraph
    // of the member's own after that is theirs.
    const paragraphsOfMail = mail.split(/\n\s*\n/u).length;
    const headersAlone = mail.split(/\n\s*\n/u)[0]!.split("\n").length <= 4;
    if (instruction !== "" && isOwnWords(instruction))
      return paragraphsOfMail > (headersAlone ? 2 : 1)
        ? withTrailingInstruction({ instruction, material: mail })
        : { instruction, material: mail };
  }
  const typedAgainst =
    yamlUnderAsk(lines) ??
    letterTypedUnder(lines) ??
    messageAboveAsk(lines) ??
    messageUnderAsk(lines) ??
    entriesUnderAsk(lines) ??
    proseUnderAsk(lines) ??
    notesUnderAsk(lines);
  if (typedAgainst) return typedAgainst;
  // Pasted code without a fence starts at its first line of code, even one ending with a colon.
  const firstCode = lines.findIndex((line, index) => index > 0 && looksLikeCode(line));
  const colonLine = lines.findIndex(
    (line, index) =>
      index < lines.length - 1 &&
      /:\s*$/u.test(line) &&
      // "Full Name*:\nDate of Birth*:": a form's field, among more fields, introduces nothing.
      !inForm(lines, index) &&
      !asksIntro.test(line) &&
      // "Traceback (most recent call last):" is the first line of what a program printed.
      !printedError.test(line) &&
      !looksLikeCode(line) &&
      (firstCode < 0 || index < firstCode),
  );
  // What a program printed, pasted first ("Traceback…", then "  import requests"), is no member's line above code.
  if (colonLine < 0 && firstCode > 0 && !looksLikeCode(lines[0]!) && !printedError.test(lines[0]!)) {
    // A construct opened above in the same paragraph ("orders (", then its columns, then ")")
    // starts the code where it opens.
    let start = firstCode;
    for (let above = firstCode - 1; above >= 1 && lines[above]!.trim() !== ""; above -= 1)
      if (/[([{]\s*$/u.test(lines[above]!)) start = above;
    // A traceback's head and frames above the line of code it quotes ("Traceback…:", "  File …")
    // are what the program printed, as that line is.
    // A frame's quoted source line under it ("    df['pace'] = …") is the traceback's too.
    while (
      start > 1 &&
      (tracebackLine.test(lines[start - 1]!) ||
        (/^\s{2,}\S/u.test(lines[start - 1]!) && tracebackLine.test(lines[start - 2]!)))
    )
      start -= 1;
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
  const mailFirst = mailPastedFirst(paragraphs);
  if (mailFirst) return mailFirst;
  // A paste first, then the member's words about it ("=VLOOKUP(…)*D2", then "this returns #N/A for
  // some rows…"; the vet's notes, then "this is what the vet wrote"): the paste is the material.
  const pastedAbove = wordsAfterPasteFirst(paragraphs);
  if (pastedAbove) return pastedAbove;
  if (others.length > 0 && (rest.trim().length > first.trim().length * 2 || isDataParagraph(others[0]!)))
    return (
      quotationThenInstruction(first, others) ??
      withTrailingInstruction({ instruction: first.trim(), material: rest.trimEnd() })
    );
  return { instruction: raw.trim(), material: "" };
};
