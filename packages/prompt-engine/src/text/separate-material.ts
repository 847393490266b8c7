import { listsIngredients } from "./kitchen-quantities.ts";

/** The member's instruction, and text they pasted to be worked on, kept byte for byte. */
export type SeparatedRequest = {
  instruction: string;
  material: string;
};

const fence = /```[\s\S]*?(?:```|$)/u;

const codeLine =
  /^\s*(?:def |class |import |from \S+ import |function\b|async |const |let |var |public |private |#include|@\w+|(?:SELECT|CREATE|INSERT|UPDATE|DELETE|ALTER|DROP|WITH)\s|(?:if|for|while|switch)\s*\(|return\b|[}\]);]|<\/?[a-z][\w-]*[\s>]|<![A-Za-z-])|(?:[;{]|=>|\w\([^()]*\)\s*:)\s*$/u;

/** A line of code, not of prose. */
export const looksLikeCode = (line: string): boolean => codeLine.test(line);

/** A line that opens with a speaker's or a field's name: "Maya: I thought we said…". */
const speakerLine = /^\s*[\p{L}][\p{L}.' -]{0,30}:\s/u;

/** A short value quoted inline in a sentence: "it returns {"items": [...]} ." */
const inlineValue = /\{[^{}\n]{0,40}\}|\[[^[\]\n]{0,40}\]/gu;

/** A spreadsheet call quoted in a sentence: "I'm using =VLOOKUP(A2,Sheet1!A:B,2,FALSE)." */
const spreadsheetCall = /\b[A-Z][A-Z0-9.]*\([^()\n]*\)/gu;

/** A sentence with its quoted values and formulas reduced to a word, innermost call first. */
const withoutQuotedFormulas = (paragraph: string) => {
  let reduced = paragraph.replace(inlineValue, "");
  for (let previous = ""; previous !== reduced;) {
    previous = reduced;
    reduced = reduced.replace(spreadsheetCall, "FORMULA");
  }
  return reduced.replace(/=FORMULA\b/gu, "FORMULA");
};

/** A paragraph of the member's own words: a few words of prose, nothing that reads as code or data. */
const isProse = (paragraph: string) =>
  paragraph.split("\n").length <= 3 &&
  !paragraph.split("\n").some(looksLikeCode) &&
  // A call ("print(x)"), not a plural in brackets ("what pan(s) should I use").
  !/[{};=<>|]|\w\((?!(?:s|es)\))|^\s{2,}/mu.test(withoutQuotedFormulas(paragraph)) &&
  // A shell script ("#!/bin/bash", "$(date +%F)") or a crontab line ("0 2 * * * /home/backup.sh").
  !/^#!|\$\(|\$\{|(?:^|\s)(?:[\d*/,-]+\s+){4}[\d*/,-]+\s+\S/mu.test(paragraph) &&
  // An error message as a program prints it ("TypeError: Cannot read…", "Traceback …").
  !/^\s*(?:[A-Z]\w*(?:Error|Exception|Warning)\b|Error:|Traceback|Uncaught|Exception in)/mu.test(paragraph) &&
  // A line that is a table's name and its columns: "orders (id, customer_id, total)".
  !/^\s*[\p{L}_][\p{L}\p{N}_.]*\s*\([^)\n]*,[^)\n]*\)\s*$/mu.test(paragraph) &&
  // Columns aligned with runs of spaces are a pasted table ("NAME   READY   STATUS").
  !/\S {2,}\S.* {2,}\S/u.test(paragraph) &&
  // A line that introduces the next ("kubectl logs shows:") holds pasted text under it.
  !/:[ \t]*\n[ \t]*\S/u.test(paragraph) &&
  // Lines that each open with a speaker's name are a pasted chat ("Sam: …\nLeah: …").
  paragraph.split("\n").filter((line) => speakerLine.test(line)).length < 2 &&
  // Words around a formula, not a formula alone ("=SUMIFS(D:D, A:A, …)").
  (withoutQuotedFormulas(paragraph).match(/\p{L}+/gu) ?? []).filter((word) => word !== "FORMULA").length >= 3;

/**
 * A line of prose under pasted data: several words, no code, table or schema marks, no speaker's
 * name ("Maya: …"). Words in brackets ("in +447700900123 format (E.164)") are prose; a call
 * ("print(x)") or a list of columns ("(id, name)") is not.
 */
const isSentenceLine = (line: string) => {
  // "KHP mass: 0.5103 g, 0.5087 g, 0.5121 g" is figures with their units, not a sentence.
  const words = (line.match(/\p{L}{2,}/gu) ?? []).length;
  const figures = (line.match(/\d+(?:[.,]\d+)*/gu) ?? []).length;
  return (
    !looksLikeCode(line) &&
    !speakerLine.test(line) &&
    !/[{};=<>|\t]|^\s{2,}|,\S|\w\(|\([^)]*,[^)]*\)/u.test(line) &&
    words >= 4 &&
    words > figures
  );
};

/** An item of a numbered or bulleted list: one of the member's points, not a sentence typed under data. */
const isListItem = (line: string) => /^\s*(?:\d+[.)]|[-*•])\s/u.test(line);

/**
 * A paragraph wholly in quotation marks, perhaps labelled before it ("my answer: "…"") or signed
 * after it ("… Won't be back.' - Gareth P"): a review or message pasted to answer. An apostrophe
 * inside a word does not close a quotation.
 */
const quotation =
  /^(?:[\p{L}\p{N}' ]{1,40}:\s*)?(?:"[^"]*"|“[^”]*”|'(?:[^']|(?<=\p{L})'(?=\p{L}))*'|‘(?:[^’]|(?<=\p{L})’(?=\p{L}))*’)(?:\s*[-–—~]\s*\p{L}[\p{L}.,' ]{0,40})?$/u;
const isQuotation = (paragraph: string) => quotation.test(paragraph.trim());

/**
 * A line of a pasted e-mail's frame: a header ("From: Greg", "Subject: RE: …"), a separator ("---",
 * "-----Original Message-----") or a quote's opening ("On Tue, Greg wrote:").
 */
const mailFrame = /^\s*(?:(?:from|sent|to|cc|bcc|subject|date):\s+\S.*|-{3,}.*|_{3,}|={3,}|on .{3,80} wrote:)\s*$/imu;

/** A paragraph of the member's own words after pasted material: prose outside quotation marks or an e-mail's frame. */
const isOwnWords = (paragraph: string) => isProse(paragraph) && !isQuotation(paragraph) && !mailFrame.test(paragraph);

/** A letter's or an e-mail's salutation ("Hi all,", "Dear Ms Patel,"): what follows is the rest of it. */
const opensLetter = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom)\b[^\n]{0,40}[,:!]?$/iu;

/**
 * A paragraph that sets the form of the answer ("Headings please: …", "passive voice, under 200
 * words"): words a pasted text does not say to its own reader.
 */
const setsAnswerForm =
  /\b(?:headings?|sub-?headings?|bullet points?|passive voice|active voice|past tense|present tense|third person|first person|word limit|\d+\s*words|reading level|dot points)\b/iu;

/**
 * A line the member says to the assistant ("keep it light", "pls make it warm", an aside in
 * brackets), not the last line of a document they pasted ("Next meeting 7 Nov, 7pm.").
 */
const speaksToAssistant = (line: string) =>
  line.trim() === "" ||
  /^\s*\(.*\)\s*$/u.test(line) ||
  /^\s*(?:please|pls|keep|make|no|not|don'?t|do not|under|max|maximum|about|around|include|add|use|write|sign|mention|also|and|but|only|just|avoid|end|start|want|need|thanks|thank you|can|could)\b|\b(?:you|u|me|my|i|i'm|i'd|we|our|us)\b/iu.test(
    line,
  ) ||
  setsAnswerForm.test(line);

/**
 * Pasted code, a schema, data or a quotation followed, after a blank line, by the member's words
 * ("I have this table: CREATE TABLE … — I need the top 5 customers", a quoted message then "don't
 * make it too soft"): those words go back to the instruction. Material that opens with plain
 * prose has no visible end, so its last paragraph stays in it.
 */
const withTrailingInstruction = (separated: SeparatedRequest): SeparatedRequest => {
  const paragraphs = separated.material.split(/\n\s*\n/u);
  const lastParagraph = paragraphs.at(-1)!.trim();
  // "Headings please: Date/time, Location, …" after pasted notes sets the answer's form: the member's.
  if (paragraphs.length >= 2 && isOwnWords(lastParagraph) && setsAnswerForm.test(lastParagraph))
    return withTrailingInstruction({
      instruction: `${separated.instruction}\n\n${lastParagraph}`,
      material: paragraphs.slice(0, -1).join("\n\n").trimEnd(),
    });
  if (isOwnWords(paragraphs[0]!.trim()) || opensLetter.test(paragraphs[0]!.trim())) return separated;
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

/**
 * Splits pasted material from the instruction: a fenced block, everything after a line that
 * ends with a colon, or the paragraphs after the first when the instruction is the short first
 * paragraph of a long text. Nothing is trimmed inside the material.
 */
export const separateMaterial = (raw: string): SeparatedRequest => {
  const fences = [...raw.matchAll(new RegExp(fence.source, "gu"))];
  if (fences.length > 0) {
    // Several blocks (code, then its error) stay one material, with what lies between them.
    const start = fences[0]!.index;
    const last = fences.at(-1)!;
    const end = last.index + last[0].length;
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
  const rest = others.join("\n\n");
  if (others.length > 0 && rest.trim().length > first.trim().length * 2)
    return (
      quotationThenInstruction(first, others) ??
      withTrailingInstruction({ instruction: first.trim(), material: rest.trimEnd() })
    );
  return { instruction: raw.trim(), material: "" };
};
