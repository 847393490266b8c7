import type { KindId } from "../kinds.ts";

/** A spreadsheet program named: "Excel", "Google Sheets", "LibreOffice Calc". */
const spreadsheetApp =
  /\b(?:excel|google sheets?|gsheets?|sheets|spreadsheets?|libre ?office calc|calc|numbers app)\b/iu;
/** A formula asked for: "formula please", "which formula", "formulas for B and C". */
const asksForFormula = /\bformulas?\b/iu;
/** Code turned away: "not VBA", "no macros", "without a script". */
const refusesCode =
  /\b(?:not|no|without|instead of|rather than|don'?t want|do not want)\s+(?:a\s+|an\s+|any\s+)?(?:vba|macros?|apps script|scripts?|code)\b/iu;
/** Code asked for: "a VBA macro", "an Apps Script", "a script that…". */
const namesCode = /\b(?:vba|macros?|apps script|scripts?)\b/iu;

/**
 * A request read as code that asks for a spreadsheet formula ("Excel: first name in B, last
 * in C. Formula please, not VBA"): the answer is a formula in a cell, not a program, whether the
 * member turns code away or never names it.
 */
export const withSpreadsheetFormula = (kind: KindId, request: string): KindId =>
  kind === "code" &&
  spreadsheetApp.test(request) &&
  asksForFormula.test(request) &&
  (refusesCode.test(request) || !namesCode.test(request))
    ? "spreadsheet"
    : kind;
