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

/**
 * Work a formula cannot do, since it only shows a value in its cell: sending e-mails or texts,
 * reminding people, running by itself on a timer ("automatically email everyone on the rota a
 * reminder 2 days before").
 */
const actsOutsideTheSheet =
  /\b(?:automatic(?:ally)?|auto-?)\s*(?:e-?mail|send|text|remind|notif|messag)\w*|\b(?:send|e-?mail|text)(?:s|ing)?\s+(?:[\w'-]+\s+){0,5}?(?:reminders?|notifications?|alerts?)\b|\b(?:on a (?:timer|schedule)|every (?:morning|night|day|week|monday)|each (?:morning|night|day|week))\b[^.?!]{0,40}\b(?:send|e-?mail)\w*/iu;

/**
 * A spreadsheet request for work a formula cannot do ("is there a way to automatically email everyone
 * on our google sheet rota a reminder?"): a script that runs with the sheet (Apps Script, a macro),
 * not a formula to fill down, unless the member asks for a formula or turns code away.
 */
export const withSpreadsheetAutomation = (kind: KindId, request: string): KindId =>
  kind === "spreadsheet" &&
  actsOutsideTheSheet.test(request) &&
  !asksForFormula.test(request) &&
  !refusesCode.test(request)
    ? "code"
    : kind;

/** Material that is a spreadsheet formula and nothing else ("=VLOOKUP(B2,Sheet2!A:C,3,FALSE)"). */
const formulaOnly = (material: string) => {
  const lines = material.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 0 && lines.every((line) => /^\s*=\s*\p{L}[\p{L}\p{N}.]*\s*\(.*\)\s*$/u.test(line));
};
/** Readings of a pasted formula that miss the sheet: a bug in code, or no kind. */
const formulaMisreadings = new Set<KindId>(["neutral", "debugging", "code"]);

/**
 * A formula pasted, then "this is giving #N/A for half my rows… excel 365": the classifier is torn
 * between a sheet and a bug, but the answer is the formula put right, in the sheet.
 */
export const withFormulaPasted = (kind: KindId, _request: string, material: string): KindId =>
  formulaMisreadings.has(kind) && formulaOnly(material) ? "spreadsheet" : kind;
