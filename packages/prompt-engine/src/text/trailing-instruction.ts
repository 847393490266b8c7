/**
 * Where a paste ends and the member's words after it begin: a plea under code, a line that sets the
 * answer's form, words under a closing rule, sentences typed under data.
 */
import { listsIngredients } from "./kitchen-quantities.ts";
import {
  isFigureRow,
  isListItem,
  isMailHeaders,
  isOwnWords,
  isQuotation,
  isSentenceLine,
  looksLikeCode,
  opensLetter,
  setsAnswerForm,
  speaksToAssistant,
} from "./line-kinds.ts";
import { signedAt } from "./pasted-first.ts";
import { PASTED_TEXT_OWN_WORDS_SHARE, requestLanguage } from "./request-language.ts";
import { isMembersLine } from "./words-between-pastes.ts";

/** The member's instruction, and text they pasted to be worked on, kept byte for byte. */
export type SeparatedRequest = {
  instruction: string;
  material: string;
};

/** A word or two asking for help under a paste ("help", "pls help!", "any ideas?", "thanks"). */
const plea =
  /^(?:pl(?:ease|s|z)\s+)?(?:help|halp|thanks?|thank you|thx|ty|any ideas|what'?s wrong|why)(?:\s+(?:me|pls|please|plz))?\s*[.!?]*$/iu;
/**
 * A line that ends a set of notes or minutes as their own last item ("next meeting 14 May 7pm in the
 * hut", "meeting closed 9.15pm"), not the member's words to the assistant.
 */
const closesNotes = (line: string) =>
  !speaksToAssistant(line) &&
  /^\s*(?:(?:date (?:of|for) (?:the )?)?next (?:meeting|session|committee|agm|get-together)|meeting (?:closed|ended|finished)|closed at|aob\b|any other business|apologies|apols|action (?:items|points)|total\b)/iu.test(
    line,
  );
/**
 * Under a rule, the member's own words ("---\nThere's 7 of us in the house… do we qualify?"), which
 * close a paste rather than open one; a letter's greeting opens one.
 */
export const ownWordsUnderRule = (paragraph: string) => {
  const text = underRule(paragraph);
  const firstLine = text.split("\n")[0]!.trim();
  return isOwnWords(text) && !opensLetter.test(firstLine) && !greetsOnTheLine.test(firstLine);
};
/** A message that greets its reader and goes on on the same line ("Hi, my pot arrived today…"). */
const greetsOnTheLine = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,\n]{0,25},\s*\S/iu;
/** The member introduces a draft of their own ("this is what ive got but it sounds so stiff:"). */
const ownDraftIntro =
  /\b(?:what i'?ve got|what ive got|what i have(?: so far)?|my (?:draft|attempt|version|first go)|i(?:'ve| have)? wrote|i'?ve written|here'?s mine)\b/iu;
/** A paragraph the member labels as their own ("about me: im 19…", "for context: we're a family farm"). */
const aboutTheMember =
  /^(?:about me|about us|my background|our background|background|context|for context|some context|my details|info about me|a bit about me)\s*[:-]/iu;
/**
 * A short instruction on what to make of the paste ("dont add anything that didnt happen, initials
 * only", "short answers, like 15-20 cards", "be honest about the dent dont make it sound like a
 * scam"): it names the answer, as a notice's "don't be late" does not.
 */
const instructsOnTheAnswer = (paragraph: string) =>
  paragraph.length <= 160 &&
  /^(?:please |pls |and |also |but )?(?:don'?t|dont|do not|no|keep|make|use|only|avoid|just|short|max|maximum|under|around|about|be (?:honest|upfront|clear|brief|concise|specific|direct|polite|firm|careful))\b|\bonly\s*[.!]?\s*$|\b\d+(?:\s*[-–]\s*\d+)? (?:cards|questions|bullets|points|items|words|lines|sentences|slides|ideas|options|examples)\b/iu.test(
    paragraph,
  ) &&
  /\b(?:it|this|them|cards?|answers?|versions?|anything|stuff|things|details|summary|notes|initials|words|tone|sentences|bullets|questions)\b/iu.test(
    paragraph,
  );
/**
 * A line in the member's own voice under a paste that speaks of no "I" ("I've been a senior advisor
 * for 3 years…" under a job advert): a sentence about them, not the paste's last line.
 */
const speaksAsMember = (line: string, pasted: string) =>
  isSentenceLine(line) &&
  /\b(?:i|i'm|im|i've|ive|i'd|my)\b/iu.test(line) &&
  !/\b(?:i|i'm|i've|i'd|my|me)\b/iu.test(pasted);
/**
 * The member's own case and question under a paste that speaks of no "I" ("happens after about
 * 40 min… i changed the nozzle… what should i check first" under a printer's error).
 */
const asksAboutOwnCase = (paragraph: string, pasted: string) =>
  /\?/u.test(paragraph) &&
  /\b(?:i|i'm|im|i've|ive|my|me|we|our)\b/iu.test(paragraph) &&
  !/\b(?:i|i'm|i've|my|me)\b/iu.test(pasted);
/**
 * An ask that points back to a list of notes above it ("so turn these into questions for the
 * agent", "can you sort them by cost", "also give me a title for each"): the list is the member's
 * paste, the ask theirs.
 */
const asksOfListAbove = (paragraph: string, above: string[]) =>
  above.every((pasted) => pasted.trim().split("\n").every(isListItem)) &&
  ((/^(?:(?:so|and|now|then|ok|okay),? )?(?:(?:pl(?:ease|s|z) )?(?:can|could|would) (?:you|u)\b|(?:pl(?:ease|s|z) )?(?:turn|make|write|put|sort|rank|group|summari[sz]e|rewrite|tidy|organi[sz]e|compare|total|draft|use)\b)/iu.test(
    paragraph,
  ) &&
    /\b(?:these|them|those|this list|the list|my notes|the notes|the points)\b/iu.test(paragraph)) ||
    // "all handpoured in Bristol, vegan. also give me an SEO title for each": one more ask of the items.
    /\b(?:also|and|plus) (?:give|write|add|make|suggest|include)\b[^.?!\n]{0,40}\b(?:for )?(?:each|every one|all of them)\b/iu.test(
      paragraph,
    ));
/**
 * The member's plan for answering the message above, which speaks of its writer ("need to reply
 * today. i want to apologise… offer her next groom free"): a message's own "please reply by
 * Friday" asks its reader, and names no one in the third person.
 */
const answersTheMessage = (paragraph: string) =>
  /\b(?:(?:i|we) (?:need|want|have|got|must|should|'?d like|would like) to|need to|have to|got to|gotta|want to) (?:reply|respond|answer|write back|get back to|tell|explain to|let (?:her|him|them) know)\b/iu.test(
    paragraph,
  ) &&
  /\b(?:her|him|she|he|they|them|the (?:client|customer|guest|tenant|parent|resident|patient|owner))\b/iu.test(
    paragraph,
  );
/** A reply asked for ("can u help me write a reply as the manager…"), to the paste above. */
const writesReply = /\b(?:write|draft|word|compose)\b[^.?!\n]{0,20}\b(?:reply|response|answer)\b/iu;
/** The member asks for the paste above to be reworked ("can you rewrite it so it sounds welcoming…"). */
const asksToRework =
  /^(?:(?:so|ok|okay|and)[,\s]+)?(?:(?:can|could|would) (?:you|u)|pl(?:ease|s|z))\s+(?:please\s+)?(?:rewrite|reword|redo|rephrase|shorten|tidy(?: up)?|soften|fix|make)\s+(?:it|this|that|them)\b/iu;
/** Words to the assistant under that draft ("can you make it warmer but still short"). */
const asksAssistant =
  /\b(?:can|could|would|will) (?:you|u)\b|\bhelp me\b|\bpl(?:ease|s|z) (?:make|fix|rewrite|tidy|help)\b/iu;
/** A line under a recipe that speaks to the assistant ("Give me quantities for 40", "can you…?"). */
const asksOfAssistant = /\b(?:you|u|me|i|i'm|we|us)\b|\?\s*$/iu;
/** A row's count at its end: "Heart and Dart x9", "Buff-tip ×1". */
const countAtEnd = /\s[x×]\s?\d+\s*$/u;
/**
 * A line ending as the rows above it do, with a count in words ("something small and brown x lots
 * lol" under "Heart and Dart x9"): one more row, not the member's words under the list.
 */
const endsLikeRowsAbove = (line: string, above: string[]) =>
  above.filter((row) => countAtEnd.test(row)).length >= 2 &&
  /\s[x×]\s?(?:\d+|lots|loads|loadsa|many|a few|a couple|several|some|tons|heaps|dozens)\b/iu.test(line);
/**
 * Lines that leave a quotation open ("Job ad:\n\"Community Engagement Coordinator…"): the lines
 * under them, to its closing mark, are the quotation's, not the member's.
 */
const insideOpenQuote = (above: string[]) => (above.join("\n").match(/["“”]/gu) ?? []).length % 2 === 1;
/** A paragraph that ends on a rule ("---"): where a paste marked off ends. */
const closingRule = /(?:^|\n)[ \t]*[-=_*~]{3,}[ \t]*$/u;
/** A paragraph's text under the rule it opens with ("---\nDear Parents," → "Dear Parents,"). */
export const underRule = (paragraph: string) => paragraph.trim().replace(/^[-=_*~]{3,}[ \t]*\n\s*/u, "");
/** A paragraph that opens with a rule ("---", "====") and goes on with text: a paste marked off. */
export const ruleThenText = /^\s*[-=_*~]{3,}[ \t]*\n\s*\S/u;

/**
 * A line in English under a paste in another language ("Wadau, kuanzia Monday fare…\nformal, from
 * Rongai Express Sacco, to the county officer"): the member's, not the paste's.
 */
const inMembersLanguage = (line: string, above: string) =>
  requestLanguage(above, PASTED_TEXT_OWN_WORDS_SHARE) !== undefined &&
  requestLanguage(line) === undefined &&
  (line.match(/\p{L}/gu) ?? []).length >= 30;

/**
 * Pasted code, a schema, data or a quotation followed, after a blank line, by the member's words
 * ("I have this table: CREATE TABLE … — I need the top 5 customers", a quoted message then "don't
 * make it too soft"): those words go back to the instruction. Material that opens with plain
 * prose has no visible end, so its last paragraph stays in it.
 */
export const withTrailingInstruction = (separated: SeparatedRequest): SeparatedRequest => {
  // A plea on the paste's last line ("…})\nhelp") is the member's, however short.
  const pasted = separated.material.trimEnd().split("\n");
  const lastLine = pasted.at(-1)!.trim();
  // "…cctv camera 6 should have it\ndont add stuff that didnt happen tho": an instruction on the
  // answer, or a line in the member's voice under a paste with none, typed with no blank line.
  const aboveLast = pasted.slice(0, -1).join("\n");
  // Only under prose, which has no visible end of its own: lists, rules and data have theirs below.
  const lastBlock = pasted.slice(pasted.findLastIndex((line) => line.trim() === "") + 1, -1);
  const ownLastLine =
    lastBlock.length > 0 &&
    lastBlock.every((line) => isSentenceLine(line) && !isListItem(line) && !/^\s*[-=_*~]{3,}/u.test(line)) &&
    (instructsOnTheAnswer(lastLine) ||
      speaksAsMember(lastLine, aboveLast) ||
      asksToRework.test(lastLine) ||
      inMembersLanguage(lastLine, aboveLast));
  if (pasted.length >= 2 && (plea.test(lastLine) || ownLastLine))
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
      : isOwnWords(lastParagraph) &&
          (setsAnswerForm.test(lastParagraph) ||
            aboutTheMember.test(lastParagraph) ||
            instructsOnTheAnswer(lastParagraph) ||
            asksAboutOwnCase(lastParagraph, paragraphs[0]!) ||
            // The member's own line between two pastes ("then when i press retry it says") is no "I" of the paste's.
            speaksAsMember(
              lastParagraph,
              paragraphs
                .slice(0, -1)
                .filter((above) => !isMembersLine(above))
                .join("\n"),
            ) ||
            asksOfListAbove(lastParagraph, paragraphs.slice(0, -1)) ||
            answersTheMessage(lastParagraph) ||
            (asksAssistant.test(lastParagraph) && writesReply.test(lastParagraph)) ||
            asksToRework.test(lastParagraph) ||
            (ownDraftIntro.test(separated.instruction) && asksAssistant.test(lastParagraph)))
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
  // The paste ends at the paragraph given; the member's own paragraphs after it are theirs.
  const endsAt = (end: number): SeparatedRequest | undefined => {
    const after = paragraphs.slice(end + 1).map((paragraph) => paragraph.trim());
    if (end < 0 || after.length === 0 || !after.every(isOwnWords)) return undefined;
    return {
      instruction: [separated.instruction, ...after].join("\n\n"),
      material: paragraphs
        .slice(0, end + 1)
        .join("\n\n")
        .trimEnd(),
    };
  };
  // A paste the member closes with a rule ("---") ends there.
  const closed = endsAt(paragraphs.findLastIndex((paragraph, at) => at > 0 && closingRule.test(paragraph)));
  if (closed) return closed;
  // A letter stays whole to its signature, also under a rule the member drew above it ("---\nDear…");
  // the member's words under the signature are theirs.
  // An e-mail's headers in a paragraph of their own ("From: …\nSubject: …") come before its greeting.
  const headersApart = paragraphs.length > 1 && isMailHeaders(paragraphs[0]!);
  const opening = underRule(paragraphs[headersApart ? 1 : 0]!);
  const letter = opensLetter.test(opening) || greetsOnTheLine.test(opening.split("\n")[0]!);
  const signed = letter ? endsAt(signedAt(paragraphs)) : undefined;
  if (signed) return signed;
  if (isOwnWords(paragraphs[0]!.trim()) || letter) return separated;
  let keep = paragraphs.length;
  while (keep > 1 && isOwnWords(paragraphs[keep - 1]!.trim())) keep -= 1;
  // Sentences typed straight under the data, with no blank line ("orders (id, …)\nusing postgres.
  // also include customers who never ordered"), are the member's too.
  const last = paragraphs[keep - 1]!.split("\n");
  let lines = last.length;
  // Under a list, every line after its last item is the member's ("keep it light"); under a
  // recipe's ingredients the method follows ("Bake at 375 for 55 min"), and stays with them.
  const lastItem = last.findLastIndex(isListItem);
  if (listsIngredients(last.join("\n"))) {
    // "Give me quantities for 40…" under the ingredients speaks to the assistant: a method step does not.
    lines = last.length;
    while (lines > 1 && asksOfAssistant.test(last[lines - 1]!)) lines -= 1;
  } else if (lastItem >= 0 && last.slice(lastItem + 1).every((line) => !looksLikeCode(line) && !isQuotation(line)))
    // "keep it light" under the list is the member's; "Next meeting 7 Nov, 7pm." under pasted minutes,
    // a document with its own heading above the list, is the document's.
    // "next meeting 14 May 7pm in the hut" closes a list of notes, as minutes and agendas end.
    lines =
      (last.findIndex(isListItem) === 0 && !last.slice(lastItem + 1).every(closesNotes)) ||
      last.slice(lastItem + 1).every(speaksToAssistant)
        ? lastItem + 1
        : last.length;
  else
    while (
      lines > 1 &&
      isSentenceLine(last[lines - 1]!) &&
      !isQuotation(last[lines - 1]!) &&
      !isListItem(last[lines - 1]!) &&
      !endsLikeRowsAbove(last[lines - 1]!, last.slice(0, lines - 1)) &&
      !(isFigureRow(last[lines - 1]!) && last.slice(0, lines - 1).every(isFigureRow)) &&
      !insideOpenQuote(last.slice(0, lines - 1))
    )
      lines -= 1;
  // "...goes down to row 900" right under the rows says where the data goes on: it is the data's.
  while (lines < last.length && lines > 0 && /^\s*(?:\.{2,}|…)/u.test(last[lines]!)) lines += 1;
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
