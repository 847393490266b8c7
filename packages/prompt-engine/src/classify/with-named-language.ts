import type { KindId } from "../kinds.ts";
import { asksForMatch } from "../text/contains-phrase.ts";

/** A programming language, a sheet's own scripting or a data library: the answer is code in it, not a cell formula. */
const programming =
  /\b(?:apps script|app script|vba|macros?|office scripts?|pandas|dataframes?|numpy|polars|python|openpyxl|dplyr|tidyverse|r script|javascript|node(?:\.js)?|typescript|java|c#|rust|golang)\b/iu;

/** An ask to write a program ("can you write a Google Apps Script", "make me a python script that…"). */
const writesProgram =
  /\b(?:write|make|create|build|need|want|give me|code)\s+(?:me\s+|us\s+)?(?:a |an )?(?:simple |small |quick |little |short )?(?:google )?(?:apps script|app script|script|macro|vba|python|bash|powershell|program|bot)\b/iu;

/**
 * Texts to send, which a program's e-mail or message ("send an email reminder") is mistaken for,
 * and steps to follow, which a script asked for with its setup steps is.
 */
const textKinds = new Set<KindId>(["email", "message", "social-post", "business-document", "how-to"]);

/**
 * A request the classifier reads as a spreadsheet task that names a programming language ("total
 * sales per month for each store in pandas") asks for code: the formula template would send the
 * assistant to cells and fill handles. So does an ask to write a script read as the e-mail it
 * sends ("an Apps Script that sends an email reminder every morning"), or as the steps that set it
 * up ("an Apps Script I can paste in, with step by step instructions"). A language named only to
 * be refused ("formulas only, no macros") leaves the formulas a spreadsheet task.
 */
export const withNamedLanguage = (kind: KindId, request: string): KindId =>
  (kind === "spreadsheet" && asksForMatch(request.toLowerCase(), programming)) ||
  (textKinds.has(kind) && writesProgram.test(request))
    ? "code"
    : kind;
