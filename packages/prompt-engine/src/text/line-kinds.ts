/**
 * What a line or paragraph of a request is: the member's prose, a list item, code, a quotation, an
 * e-mail's frame, or words to the assistant. The readers that separate pasted material use them.
 */
const codeLine =
  /^\s*(?:def |class |import |from \S+ import |function\b|async |const |let |var |public |private |#include|@\w+|(?:SELECT|CREATE|INSERT|UPDATE|DELETE|ALTER|DROP|WITH)\s|(?:if|for|while|switch)\s*\(|return\b|[}\]);]|<\/?[a-z][\w-]*[\s>]|<![A-Za-z-])|(?:[;{]|=>|\w\([^()]*\)\s*:)\s*$/u;

/** A line of code, not of prose. */
export const looksLikeCode = (line: string): boolean => codeLine.test(line);

/** A line that opens with a speaker's or a field's name, after a chat's time stamp or not: "Maya: I thought we said…", "[09:14] Maya: …", "[Sat 14:02] Jen: …". */
const speakerLine =
  /^\s*(?:\[?(?:[a-z]{3,9},?\s)?\d[\d/.,: ]{2,22}(?:\s?[ap]m)?\]?\s*(?:-\s*)?)?[\p{L}][\p{L}.' -]{0,30}:\s/iu;

/** A short value quoted inline in a sentence: "it returns {"items": [...]} ." */
const inlineValue = /\{[^{}\n]{0,40}\}|\[[^[\]\n]{0,40}\]/gu;

/**
 * A tag quoted in a sentence: "in the html the form is <form id="rsvpForm">", and the tag that
 * closes it ("<button id="quizbtn">Start</button>"), not a line of markup.
 */
const inlineTag = /(?<=\p{L}[ \t])<\/?[a-z][\w-]*(?:\s[^<>\n]{0,80})?>|(?<=\S)<\/[a-z][\w-]*>/gu;

/** A spreadsheet call quoted in a sentence: "I'm using =VLOOKUP(A2,Sheet1!A:B,2,FALSE)." */
const spreadsheetCall = /\b[A-Z][A-Z0-9.]*\([^()\n]*\)/gu;

/** Cell arithmetic quoted in a sentence: "Currently using =AA2/192 which is wrong", "=C2-B2 gives me ######". */
const cellFormulaInSentence =
  /(?<=^|\p{L} )=\$?[A-Z]{1,3}\$?\d+(?:\s*[-+*/^&]\s*(?:\$?[A-Z]{1,3}\$?\d+|\d+(?:\.\d+)?))+(?=[\s.,;)]|$)/gu;

/**
 * A condition or a rule a sentence quotes ("only orders with status = 'completed'", "where qty > 10",
 * "orders (status = 'cancelled')", "screen = 90 days warranty, battery = 180 days"), not a line of code.
 */
const comparisonInSentence =
  /(?<=^|\p{L} |[,;] | \()[\p{L}_][\p{L}\p{N}_.]*\s*(?:!=|<>|<=|>=|==|=|<|>)\s*(?:'[^'\n]*'|"[^"\n]*"|[$£€]?\d+(?:\.\d+)?%?)(?=[\s.,;)]|$)/gmu;

/** A sentence with its quoted values, formulas and conditions reduced to a word, innermost call first. */
const withoutQuotedFormulas = (paragraph: string) => {
  let reduced = paragraph.replace(inlineValue, "").replace(inlineTag, "TAG");
  for (let previous = ""; previous !== reduced;) {
    previous = reduced;
    reduced = reduced.replace(spreadsheetCall, "FORMULA");
  }
  return (
    reduced
      // A semicolon named in a sentence ("separated by ; not ,") is no line of code; a lone "|" is a
      // table's column rule and stays.
      .replace(/(?<=\s);(?=[\s.,]|$)/gu, "SYMBOL")
      .replace(/=FORMULA\b/gu, "FORMULA")
      .replace(cellFormulaInSentence, "FORMULA")
      .replace(comparisonInSentence, "FORMULA")
  );
};

/** An error message as a program prints it ("TypeError: Cannot read…", "Traceback …"). */
export const printedError = /^\s*(?:[A-Z]\w*(?:Error|Exception|Warning)\b|Error:|Traceback|Uncaught|Exception in)/mu;

/** A paragraph of the member's own words: a few words of prose, nothing that reads as code or data. */
export const isProse = (paragraph: string) =>
  paragraph.split("\n").length <= 3 &&
  !paragraph.split("\n").some(looksLikeCode) &&
  // A call ("print(x)"), not a plural in brackets ("what pan(s) should I use") nor a function named
  // in a sentence ("will min() even work on them?").
  !/[{};=<>|]|\w\((?!(?:s|es)\)|\)\s+\p{L})|^\s{2,}/mu.test(withoutQuotedFormulas(paragraph)) &&
  // A formula on a line of its own ("=VLOOKUP(A2,Sheet2!A:C,3,FALSE)") is pasted, not quoted in a sentence.
  !/^\s*=\s*[\p{L}][\p{L}\p{N}.]*\s*\(/mu.test(paragraph) &&
  // A shell script ("#!/bin/bash", "$(date +%F)") or a crontab line ("0 2 * * * /home/backup.sh").
  !/^#!|\$\(|\$\{|(?:^|\s)(?:[\d*/,-]+\s+){4}[\d*/,-]+\s+\S/mu.test(paragraph) &&
  !printedError.test(paragraph) &&
  // A line that is a table's name and its columns: "orders (id, customer_id, total)".
  !/^\s*[\p{L}_][\p{L}\p{N}_.]*\s*\([^)\n]*,[^)\n]*\)\s*$/mu.test(paragraph) &&
  // Columns aligned with runs of spaces are a pasted table ("NAME   READY   STATUS"); values split
  // by tabs, or by commas with no space after them ("2024-03-01,widget,3,4.50"), are a sheet's rows.
  !/\S {2,}\S.* {2,}\S/u.test(paragraph) &&
  !/\S\t+\S|^(?![^\n]*, )[^,\n]{1,30}(?:,[^,\s][^,\n]{0,29}){2,}$/mu.test(withoutQuotedFormulas(paragraph)) &&
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
/** A line that tells the assistant what to do with the data, condition and all ("ignore orders where status = 'cancelled'"). */
const instructs =
  /^\s*(?:please\s+|pls\s+|and\s+|also\s+|but\s+)?(?:ignore|exclude|include|only|skip|filter|sort|group|show|return|count|leave out|don'?t|do not|make sure|treat|assume)\s+(?:the\s+|any\s+|all\s+)?\p{L}{2,}\s+\p{L}/iu;

/**
 * Columns set apart by runs of spaces, twice in a line ("Enoch Bagnall  Head  Mar  41  Potters…"),
 * as a transcribed register or a fixed-width table is: two spaces after a stop are a typist's habit.
 */
const columnGaps = /[^\s.?!] {2,}\S.*[^\s.?!] {2,}\S/u;

export const isSentenceLine = (typed: string) => {
  const line = typed.replace(inlineTag, "TAG");
  if (columnGaps.test(line.trim())) return false;
  // "KHP mass: 0.5103 g, 0.5087 g, 0.5121 g" is figures with their units, not a sentence.
  const words = (line.match(/\p{L}{2,}/gu) ?? []).length;
  const figures = (line.match(/\d+(?:[.,]\d+)*/gu) ?? []).length;
  // A long sentence that ends as one keeps its formula ("Need the rate per month, where rate = a / (a + b).").
  const longSentence = words >= 10 && /[.?!]\s*$/u.test(line) && !/[{};]|^\s{2,}/u.test(line);
  return (
    !looksLikeCode(line) &&
    !speakerLine.test(line) &&
    (longSentence || instructs.test(line) || !/[{};=<>|\t]|^\s{2,}|,\S|\w\(|\([^)]*,[^)]*\)/u.test(line)) &&
    words >= 4 &&
    words > figures
  );
};

/** An item of a numbered or bulleted list: one of the member's points, not a sentence typed under data. */
export const isListItem = (line: string) => /^\s*(?:\d+[.)]|[-*•])\s/u.test(line);

/**
 * A row of figures with its label ("Ferritin 14 ng/mL (ref 15-150) L", "West 76,800 71,200"): a
 * reading or a record as a portal or a sheet shows it, not the member's sentence, which speaks as
 * "I" or ends as a sentence does.
 */
export const isFigureRow = (line: string) =>
  line.trim().length <= 80 &&
  (line.match(/\d+(?:[.,]\d+)*/gu) ?? []).length >= 2 &&
  /^\s*\p{Lu}/u.test(line) &&
  !isListItem(line) &&
  !/[.?!]\s*$/u.test(line) &&
  !/\b(?:i|i'm|im|my|me|we|our|us)\b/iu.test(line);

/**
 * A paragraph wholly in quotation marks, perhaps labelled or rated before it ("my answer: "…"",
 * "★☆☆☆☆ "…"") or signed after it ("… Won't be back.' - Gareth P"): a review or message pasted to answer. An apostrophe
 * inside a word does not close a quotation.
 */
const quotation =
  /^(?:[\p{L}\p{N}' ]{1,40}:\s*|[★☆⭐]+\s*)?(?:"[^"]*"|“[^”]*”|'(?:[^']|(?<=\p{L})'(?=\p{L}))*'|‘(?:[^’]|(?<=\p{L})’(?=\p{L}))*’)(?:\s*[-–—~]\s*\p{L}[\p{L}.,' ]{0,40})?$/u;
export const isQuotation = (paragraph: string) => quotation.test(paragraph.trim());

/**
 * A line of a pasted e-mail's frame: a header ("From: Greg", "Subject: RE: …"), a separator ("---",
 * "-----Original Message-----") or a quote's opening ("On Tue, Greg wrote:").
 */
const mailFrame = /^\s*(?:(?:from|sent|to|cc|bcc|subject|date):\s+\S.*|-{3,}.*|_{3,}|={3,}|on .{3,80} wrote:)\s*$/imu;

/**
 * A paragraph only of an e-mail's headers ("From: Harbour Estates <…>\nSubject: Service charge"), a
 * memo's "Re:" among them ("From: Pauline Reeves\nTo: Guild committee\nRe: Raffle quilt").
 */
export const isMailHeaders = (paragraph: string) => {
  const lines = paragraph.trim().split("\n");
  const header = /^\s*(?:from|sent|to|cc|bcc|subject|date):\s+\S/iu;
  return (
    lines.every((line) => header.test(line) || /^\s*re:\s+\S/iu.test(line)) && lines.some((line) => header.test(line))
  );
};

/** A paragraph of the member's own words after pasted material: prose outside quotation marks or an e-mail's frame. */
export const isOwnWords = (paragraph: string) =>
  isProse(paragraph) && !isQuotation(paragraph) && !mailFrame.test(paragraph);

/** A letter's or an e-mail's salutation ("Hi all,", "Dear Ms Patel,"): what follows is the rest of it. */
export const opensLetter =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom|hallo|liebe[rs]?|sehr geehrte[rs]?|guten (?:morgen|tag|abend)|bonjour|bonsoir|cher|ch[eè]re|hola|estimad[oa]s?|querid[oa]s?|buenos d[ií]as|ol[aá]|prezad[oa]s?|caro|cara|ciao|gentile|beste|hej|dzień dobry|szanown[iya])\b[^\n]{0,40}[,:!]?$/iu;

/**
 * A paragraph that sets the form of the answer ("Headings please: …", "passive voice, under 200
 * words"): words a pasted text does not say to its own reader.
 */
export const setsAnswerForm =
  /\b(?:headings?|sub-?headings?|bullet points?|passive voice|active voice|past tense|present tense|third person|first person|word limit|\d+\s*words|reading level|dot points|format (?:it|this|them) (?:as|in|into)|(?:as|in|into) a table|summary (?:on top|at the top|first))\b/iu;

/**
 * A line the member says to the assistant ("keep it light", "pls make it warm", an aside in
 * brackets), not the last line of a document they pasted ("Next meeting 7 Nov, 7pm.").
 */
export const speaksToAssistant = (line: string) =>
  line.trim() === "" ||
  /^\s*\(.*\)\s*$/u.test(line) ||
  /^\s*(?:please|pls|keep|make|no|not|don'?t|do not|under|max|maximum|about|around|include|add|use|write|sign|mention|also|and|but|only|just|avoid|end|start|want|need|thanks|thank you|can|could)\b|\b(?:you|u|me|my|i|i'm|i'd|we|our|us)\b/iu.test(
    line,
  ) ||
  setsAnswerForm.test(line);

/** A form's labelled field, blank or with its choices ("Full Name*:", "T-shirt size: S M L XL"). */
const formField = /^\s*\p{Lu}[^:\n]{0,100}\*?:(?:\s*$|\s+\S[^.!?\n]{0,60}$)/u;
/** Words of a line that introduces what follows ("Here's our form:", "the questions below:"), which no field has. */
const introduces = /\b(?:here|here'?s|below|following|this|these|our|my)\b/iu;
/** The line at `index` is a field of a pasted form: a field itself, next to another. */
export const inForm = (lines: readonly string[], index: number) =>
  formField.test(lines[index]!) &&
  !introduces.test(lines[index]!) &&
  (formField.test(lines[index - 1] ?? "") || formField.test(lines[index + 1] ?? ""));
