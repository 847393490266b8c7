import {
  isMailHeaders,
  isOwnWords,
  isQuotation,
  isSentenceLine,
  looksLikeCode,
  opensLetter,
  printedError,
} from "./line-kinds.ts";

/** A letter's or an e-mail's sign-off on a line of its own ("Kind regards,", "Sincerely,"). */
export const signOff =
  /^\s*(?:kind regards|best regards|warm regards|warmest regards|regards|best wishes|all the best|best|many thanks|thanks(?: again)?|thank you|sincerely|yours sincerely|yours faithfully|yours truly|yours|cheers|warmly|respectfully|with thanks|(?:bis (?:morgen|bald|dann)(?: und)? )?(?:viele|liebe|beste|herzliche|freundliche) gr[üu](?:ß|ss)e|mit freundlichen gr[üu](?:ß|ss)en|lg|vg|cordialement|bien (?:à|a) vous|amicalement|bisous|saludos(?: cordiales)?|un saludo|atentamente|cordiali saluti|saluti|un abbraccio|atenciosamente|abra[çc]os|um abra[çc]o|met vriendelijke groet(?:en)?|groetjes|pozdrawiam|z powa[żz]aniem)\s*[,.!]?\s*$/iu;

/** A postscript belongs to the letter above it, however much it reads like the member's words. */
const postscript = /^\s*p\.?\s?s\b/iu;

/** A name and title under a sign-off ("Head of Waste Services", "Mr Okafor\nYear 3 Teacher"): no sentence. */
const isSignature = (paragraph: string) => {
  const lines = paragraph.trim().split("\n");
  return lines.length <= 3 && lines.every((line) => line.length <= 60 && !/[.?!]\s*$/u.test(line));
};

/**
 * Where a signed letter's own words end: after the paragraph that opens with its sign-off, or after
 * the name under it when a blank line parts them ("Yours faithfully,\n\nHead of Waste Services").
 * -1 when it has none.
 */
export const signedAt = (paragraphs: readonly string[]) => {
  const signed = paragraphs.findLastIndex((paragraph) => signOff.test(paragraph.trim().split("\n")[0]!));
  const nameApart =
    signed >= 0 &&
    paragraphs[signed]!.trim().split("\n").length === 1 &&
    signed + 1 < paragraphs.length &&
    isSignature(paragraphs[signed + 1]!);
  return nameApart ? signed + 1 : signed;
};

/** The member's paragraphs from the index on: their own words, none a postscript. */
const ownFrom = (paragraphs: readonly string[], from: number) =>
  from > 0 &&
  from < paragraphs.length &&
  paragraphs.slice(from).every((paragraph) => isOwnWords(paragraph.trim()) && !postscript.test(paragraph));

/**
 * Words that point back at what was pasted above them ("this is what the vet wrote", "ok so thats
 * from daniels teacher", "the above is my draft"): the paste came first.
 */
const pointsBack =
  /^(?:\^+\s*)?(?:(?:ok(?:ay)?|so|right|um+|and)[,\s]+)*(?:(?:this|that)(?:'s| is| was|s)? what (?:[\p{L}']+ ){1,4}(?:wrote|sent|said|gave|put|posted|e-?mailed|texted|messaged|got|get|see|saw|left|keep getting|drafted|print|send|post|stick up|put up)|(?:i )?got (?:that|this) from\b|(?:this|that|thats|that's|these|those)(?:'s| is| was| are| were)? (?:all )?from (?:(?:one of )?(?:my|the|our|his|her|their|[\p{L}]+'?s)|(?:a|an) [\p{L}-]+)\b|(?:the )?above (?:is|was|are)\b|(?:this|that)(?: just)? (?:came in|arrived|landed|popped up)\b|(?:this|that|thats|that's)(?:'s| is| was)? (?:a|an) (?:[\p{L}-]+ ){0,2}?(?:e-?mail|letter|message|text|note|review|comment|post|reply|voicemail|dm)s? (?:from|on|left on|posted on|i got|i received|we got|we received|that came|sent (?:to|by))\b|(?:that|this|thats|that's)(?:'s| is| was)? (?:the|their|his|her|our|my) (?:[\p{L}-]+ )?(?:e-?mail|letter|message|text|note|notes|review|report|results?|notice|reply|reason|wording|clause|answer|response|rule|policy|bit|part|advert|ad|listing|post|description|brief|draft|invitation|invite|flyer|bio|statement|contract|terms|quote|invoice|handover|minutes|agenda|summary|form|questionnaire|survey|menu|sign)\b)/iu;

/**
 * A document's own opening: a heading in capitals ("MINUTES – Greenfield Community Trust board") or
 * labelled fields ("Present: AK, JM", "Apologies: HW").
 */
const opensDocument = (lines: readonly string[]) =>
  /^\s*\p{Lu}{4,}\b/u.test(lines[0] ?? "") ||
  lines.filter((line) => /^\s*\p{Lu}[\p{L} ]{1,20}:\s+\S/u.test(line)).length >= 2;
/** The member's ask of what is above it ("can you turn this into a proper action list…", "turn this into an action list"). */
const asksOfWhatIsAbove =
  /^(?:(?:ok(?:ay)?|so|and|now)[,\s]+)*(?:(?:can|could|would|will) (?:you|u)|pl(?:ease|s|z)|(?:turn|make|put|convert|summari[sz]e|sum up|rewrite|tidy|list|extract|pull out|write up|type up)(?= (?:this|these|it|them|the above|that)\b))\b[^\n]*\b(?:this|these|it|them|the above|that)\b/iu;

/**
 * Words that hand back to what is above them: they point back at it, or ask of it under a document
 * ("MINUTES – …", "Present: …", the items, then "can you turn this into a proper action list").
 */
const handsBack = (words: string, above: readonly string[]) =>
  pointsBack.test(words.trim()) || (asksOfWhatIsAbove.test(words.trim()) && above.length >= 3 && opensDocument(above));

/**
 * A paragraph a program printed, or code or a formula on lines of its own ("=VLOOKUP(…)*D2"): a
 * construct opened by a line of code may go on in lines of no sentence ("CREATE TABLE orders (",
 * then "  order_id INT PRIMARY KEY,").
 */
const isPrintedOrCode = (paragraph: string) => {
  const lines = paragraph.trim().split("\n");
  return (
    printedError.test(lines[0]!) ||
    lines.every((line) => looksLikeCode(line) || /^\s*=\s*\p{L}[\p{L}\p{N}.]*\s*\(/u.test(line)) ||
    (looksLikeCode(lines[0]!) && lines.every((line) => looksLikeCode(line) || !isSentenceLine(line)))
  );
};

/** Lines of values, not one of them a sentence: an invoice's fields, a table, a list of readings. */
const isData = (paragraph: string) => {
  const lines = paragraph.trim().split("\n");
  return lines.length >= 2 && lines.every((line) => !isSentenceLine(line));
};

/** The text opens with what a program printed or with code ("Traceback…", "=VLOOKUP(…)"). */
export const startsWithProgram = (raw: string) => isPrintedOrCode(raw.trimStart().split(/\n\s*\n/u)[0]!);

/** The member's words and what they pasted, each kept as typed. */
type Parted = { instruction: string; material: string };

const parted = (own: readonly string[], pasted: readonly string[]): Parted => ({
  instruction: own.map((paragraph) => paragraph.trim()).join("\n\n"),
  material: pasted.join("\n\n").trimEnd(),
});

/** The paragraphs as typed, the one whose line hands back to what is above it split at that line. */
const splitAtHandBack = (typed: readonly string[]): readonly string[] => {
  const above: string[] = [];
  for (const [index, paragraph] of typed.entries()) {
    const lines = paragraph.split("\n");
    const under = lines.findIndex((line, at) => at > 0 && handsBack(line, [...above, ...lines.slice(0, at)]));
    if (under > 0)
      return [
        ...typed.slice(0, index),
        lines.slice(0, under).join("\n"),
        lines.slice(under).join("\n"),
        ...typed.slice(index + 1),
      ];
    above.push(...lines);
  }
  return typed;
};

/**
 * The member's words after material they pasted first, or undefined: code, a formula or a
 * program's error first ("Traceback…", then "my bot was working yesterday"), with more code and
 * more of their words after it perhaps ("heres the code", the code, "what happened??"); a letter to
 * its sign-off ("Dear Mr and Mrs Okafor, … Kind regards, Ms Hendricks", then "ok so thats from
 * daniels teacher"); or anything the member's words then point back to ("this is what the vet
 * wrote").
 */
export const wordsAfterPasteFirst = (typed: readonly string[]): Parted | undefined => {
  // "…I'll be leaving a review. - Priya\nthis came in on our instagram dms": the member's words may
  // start on the line under the paste, with no blank line between.
  // "From: …\nSubject: …\n\nDear all, …\nMargaret\nok so thats from our treasurer": in any paragraph.
  const paragraphs = splitAtHandBack(typed);
  if (paragraphs.length < 2) return undefined;
  const from = (at: number) => parted(paragraphs.slice(at), paragraphs.slice(0, at));
  if (isPrintedOrCode(paragraphs[0]!)) {
    if (ownFrom(paragraphs, 1)) return from(1);
    // The error, their words, the code, their question: each paste given apart, each word kept theirs.
    const own = paragraphs.filter((paragraph) => isOwnWords(paragraph.trim()) && !postscript.test(paragraph));
    const pasted = paragraphs.filter((paragraph) => !own.includes(paragraph));
    return own.length > 0 && own.includes(paragraphs.at(-1)!) ? parted(own, pasted) : undefined;
  }
  // Data first, lines of values and no sentence ("Invoice #2024-117, sent 12 Nov\nClient: …\nAmount: €1,240").
  // An e-mail's headers are data too, but its message runs on under them.
  if (isData(paragraphs[0]!) && !isMailHeaders(paragraphs[0]!) && ownFrom(paragraphs, 1)) return from(1);
  // A quotation first ("\"Coverage for water damage is excluded…\""), then the member's words.
  if (isQuotation(paragraphs[0]!.trim()) && ownFrom(paragraphs, 1)) return from(1);
  // A letter to its sign-off; one signed otherwise ("-Tom, Facilities") ends where the member's words point back.
  const signed = opensLetter.test(paragraphs[0]!.trim().split("\n")[0]!) ? signedAt(paragraphs) : -1;
  if (signed >= 0 && ownFrom(paragraphs, signed + 1)) return from(signed + 1);
  const pointing = paragraphs.findIndex(
    (paragraph, at) => at > 0 && handsBack(paragraph, paragraphs.slice(0, at).join("\n").split("\n")),
  );
  return ownFrom(paragraphs, pointing) ? from(pointing) : undefined;
};
