/** What a spreadsheet request asks: a formula for a cell, a feature set up through menus, a fix, a lookup's fallback. */
import { asksForPhrase } from "../../text/contains-phrase.ts";
import type { RequestSignals } from "../signals.ts";
import { NAMES_FALLBACK } from "./profile-phrases.ts";
import { SHEET_FEATURES } from "./technical-phrases.ts";

/**
 * A feature the sheet already has, named to describe it: "column C is frequency (dropdown)", "it's a
 * dropdown", "picked from the dropdown".
 */
const featureItHas =
  /\((?:a |the )?(?:dropdown|drop-down|drop down|checkbox(?:es)?|data validation)\)|\b(?:is|are|it's|its) (?:a |an )?(?:dropdown|drop-down|drop down|checkbox)\b|\b(?:from|in|using|via) (?:the|a|my|our) (?:dropdown|drop-down|drop down)\b/gu;
/** A feature set up through menus is asked for, not named to refuse it ("no pivot tables") nor as one the sheet has. */
export const setsUpFeature = (signals: RequestSignals) => {
  const asked = signals.lower.replace(featureItHas, " ");
  return SHEET_FEATURES.some((phrase) => asksForPhrase(asked, phrase));
};
/** A formula asked for in a cell, also beside a menu feature ("need a formula for column E. and then can it go red…"). */
const asksForCellFormula =
  /\b(?:need|want|give me|write)\b[^.?!]{0,20}\bformulas?\b(?! rule)|\bformulas? (?:for|to|that)\b/u;
/**
 * Rows pasted to be sorted, tidied, tabled or checked by the assistant ("sort this list by gauge and
 * then by owner, and flag any duplicates", "turn that into a neat table"): the answer is the rows,
 * done, not a formula to do it with.
 */
export const worksOnPastedRows = (signals: RequestSignals) =>
  signals.hasMaterial &&
  !signals.pastesFormula &&
  /\b(?:sort|re-?order|alphabeti[sz]e|tidy|clean|de-?dupe|flag|group|merge|combine|reformat|standardi[sz]e|organi[sz]e|arrange|lay out)\b[^.?!]{0,40}?\b(?:this|that|these|those|the|my|our|it|them)\b|\b(?:turn|put|make) (?:this|that|these|those|it|them)\b[^.?!]{0,20}?\b(?:into|in) (?:a |an )?(?:[\w-]+ ){0,2}?(?:table|list|grid)\b/u.test(
    signals.lower,
  ) &&
  !/\bformulas?\b|\bfunctions?\b|\bhow (?:do|can|would|should) (?:i|we)\b|\bmacro\b|\bscript\b/u.test(signals.lower);

/**
 * A pasted formula to be explained to others, not written or fixed ("i need to explain to my weekend
 * staff what it does in normal words… a little guide to stick by the till").
 */
export const explainsPastedFormula = (signals: RequestSignals) =>
  signals.pastesFormula &&
  /\bexplain\w*\b|\bwhat (?:it|this|the formula) (?:does|means)\b|\bin (?:normal|plain|simple|everyday) (?:words|english|language)\b/u.test(
    signals.lower,
  ) &&
  !/\b(?:fix|broken|error|wrong|doesn'?t work|not working|returns?|shows?)\b/u.test(signals.lower) &&
  // "it works but i want it to also look at column D": a formula to change, explained as it changes.
  !/\b(?:want it to|also (?:look|check|count|include)|change it|make it|extend|modify|update it|add (?:a|another) (?:condition|check|column))\b/u.test(
    signals.lower,
  );

export const typesFormula = (signals: RequestSignals) =>
  !explainsPastedFormula(signals) &&
  !worksOnPastedRows(signals) &&
  (!setsUpFeature(signals) ||
    // "a formula that highlights duplicate emails" is the rule's custom formula, not one for a cell.
    asksForCellFormula.test(
      signals.lower.replace(
        /\bcustom formula\b|\bformula (?:that|to|which) (?:highlights?|colou?rs?|shades?|turns?)\b/gu,
        " ",
      ),
    ));
/** Whole rows coloured by one column's value ("highlight the row if column D says Overdue"). */
export const coloursRows = (signals: RequestSignals) =>
  /\b(?:whole|entire|full) rows?\b|\b(?:highlight|colou?r|shade|grey out|gray out|format)s? (?:the |each |every |a |that )?(?:whole )?rows?\b|\brows? (?:turns?|goes|go|to turn|to go|should turn|should go) \w+/u.test(
    signals.lower,
  );

/** A formula the member has that gives a wrong result ("my SUMIFS keeps returning 0", "#N/A"). */
const wrongResult =
  /(?<!\b(?:should|to|must|will|would|can|could|needs? to|want(?:s|ed)? (?:it )?to)\s)\b(?:returns?|returning|gives?|giving|shows?|showing)\s+(?:a |an |the )?(?:0|zero|wrong|blank|nothing|false|error)\b|\b(?:not|isn'?t|doesn'?t|won'?t|wont|doesnt|isnt) (?:work|working|calculat\w*|updat\w*|add\w* up|sum\w*|match\w*)\b|\bwrong (?:totals?|results?|answers?|numbers?)\b/u;
export const fixesFormula = (signals: RequestSignals) => signals.hasErrorCode || wrongResult.test(signals.lower);
/** The member pasted the formula that goes wrong: it comes back corrected, not written anew. */
export const fixesPastedFormula = (signals: RequestSignals) => fixesFormula(signals) && signals.pastesFormula;
/** The formula does not parse ("#ERROR! Formula parse error", "#NAME?"): a typo, not a wrong value. */
export const breaksSyntax = (signals: RequestSignals) =>
  /#error!|#name\?|parse error|syntax error|formula parse/u.test(signals.lower);

/** A lookup in the formula: what it shows where nothing is found is the member's to name. */
const looksUp =
  /\b(?:v?lookup|xlookup|hlookup|index|match|look(?:s|ing)? (?:it |them )?up|not found|isn'?t found|aren'?t (?:there|found)|no match|pull (?:the|in))\b|#n\/a/u;
/**
 * The member names what a lookup shows where it finds nothing ("say Contractor instead of #N/A");
 * "if the cell is empty it should stay blank" under a grade formula is no lookup's miss.
 */
export const namesFallback = (signals: RequestSignals) =>
  looksUp.test(signals.lower) && NAMES_FALLBACK.some((phrase) => asksForPhrase(signals.lower, phrase));
