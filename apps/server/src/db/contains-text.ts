import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** `%text%` for ILIKE with the pattern characters in `text` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** True where any of `columns` contains `text`, ignoring case. */
export const anyContains = (columns: (AnyColumn | SQL)[], text: string): SQL | undefined =>
  or(...columns.map((column) => ilike(column, containsPattern(text))));
