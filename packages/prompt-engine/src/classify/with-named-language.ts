import type { KindId } from "../kinds.ts";

/** A programming language, a sheet's own scripting or a data library: the answer is code in it, not a cell formula. */
const programming =
  /\b(?:apps script|app script|vba|macros?|office scripts?|pandas|dataframes?|numpy|polars|python|openpyxl|dplyr|tidyverse|r script|javascript|node(?:\.js)?|typescript|java|c#|rust|golang)\b/iu;

/**
 * A request the classifier reads as a spreadsheet task that names a programming language ("total
 * sales per month for each store in pandas") asks for code: the formula template would send the
 * assistant to cells and fill handles.
 */
export const withNamedLanguage = (kind: KindId, request: string): KindId =>
  kind === "spreadsheet" && programming.test(request) ? "code" : kind;
