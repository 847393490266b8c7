import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

import { AppError } from "../http/app-error.ts";

/** One data record: its spreadsheet row (the header is row 1) and its fields by lowercased header. */
export type CsvRecord =
  { row: number; fields: Record<string, string> } | { row: number; fields: Record<string, string>; problem: string };

/**
 * Reads a CSV file with a header row. Records with the wrong number of fields come back with a
 * problem instead of failing the file; only a file that cannot be read at all (an unclosed
 * quote) throws.
 */
export const parseCsv = (content: string): { header: string[]; records: CsvRecord[] } => {
  let parsed: { record: string[]; info: { records: number; error?: unknown } }[];
  try {
    // With `info`, csv-parse answers with { record, info } pairs; its types do not follow the option.
    parsed = parse(content, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    throw AppError.validation(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const [first, ...rest] = parsed;
  const header = (first?.record ?? []).map((name) => name.trim().toLowerCase());
  const records = rest.map(({ record, info }): CsvRecord => {
    const fields = Object.fromEntries(header.map((name, index) => [name, unescapeFormula(record[index] ?? "")]));
    const row = info.records;
    if (record.length === header.length) return { row, fields };
    return { row, fields, problem: `It has ${record.length} fields; the header has ${header.length}` };
  });
  return { header, records };
};

const toCsv = (header: string[], rows: (string | number | boolean | null)[][]): string =>
  stringify([header, ...rows.map((row) => row.map((value) => value ?? ""))]);

/**
 * Spreadsheet apps run a text cell that starts with one of `=`, `+`, `-`, `@` as a formula, and
 * some skip leading spaces and line breaks first (" =1+1" runs too); a leading tab or carriage
 * return is escaped as well, as OWASP advises.
 */
const formulaStart = /^(?:[\t\r]|[ \t\r\n]*[=+\-@])/;
/** A cell this module escaped, or one that already looked escaped (and so was escaped once more). */
const escapedFormula = /^'+(?:[\t\r]|[ \t\r\n]*[=+\-@])/;

/**
 * CSV for people to open in a spreadsheet: text cells that would start a formula get a leading
 * apostrophe, so a value someone typed (a name, a prompt) can never run as one. Numbers stay
 * numbers. parseCsv takes the apostrophe off again, so an exported file imports unchanged.
 */
export const toSpreadsheetCsv = (header: string[], rows: (string | number | boolean | null)[][]): string =>
  toCsv(
    header,
    rows.map((row) =>
      row.map((value) =>
        typeof value === "string" && (formulaStart.test(value) || escapedFormula.test(value)) ? `'${value}` : value,
      ),
    ),
  );

const unescapeFormula = (value: string) => (escapedFormula.test(value) ? value.slice(1) : value);
