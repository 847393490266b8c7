import { sql, type SQL } from "drizzle-orm";

/**
 * Search-as-you-type over one member's prompts: every word must match as a prefix, so "frid
 * team" finds "Friday e-mail to my team". Words are reduced to letters and digits, which keeps
 * the tsquery syntax out of the member's hands.
 */
export const prefixQuery = (text: string): SQL | null => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;
};
