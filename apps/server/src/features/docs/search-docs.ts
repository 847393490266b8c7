import type { DocSearchResult } from "@promptloom/contracts/docs";

import { plainText } from "./doc-headings.ts";
import type { LoadedDoc } from "./load-docs.ts";

const snippetLength = 180;
const resultsMax = 20;

const wordsOf = (query: string) =>
  [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((word) => word.length > 1 || /\d/.test(word));

/** Matches at the start of a word, so "prior" finds "priority" but "ice" does not find "price". */
const wordStart = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");

const count = (text: string, pattern: RegExp) => text.split(new RegExp(pattern.source, "giu")).length - 1;

/** The passage around the first body line holding a query word, and the heading above it. */
const snippetOf = (doc: LoadedDoc, patterns: RegExp[]) => {
  const index = doc.lines.findIndex((line) => !line.startsWith("#") && patterns.some((pattern) => pattern.test(line)));
  if (index < 0) return { snippet: doc.summary, heading: null };
  const text = plainText(doc.lines[index] ?? "")
    .replace(/^[-*>|\d.\s]+/, "")
    .replace(/\s*\|\s*/g, " · ");
  const at = Math.max(
    0,
    (patterns
      .map((pattern) => text.search(pattern))
      .filter((found) => found >= 0)
      .sort((a, b) => a - b)[0] ?? 0) - 60,
  );
  const cut = text.slice(at, at + snippetLength);
  const snippet = `${at > 0 ? "…" : ""}${cut}${at + snippetLength < text.length ? "…" : ""}`;
  const headingIndex = doc.headingLines.filter((line) => line < index).length - 1;
  return { snippet, heading: doc.headings[headingIndex] ?? null };
};

/**
 * Pages holding every word of the query (at the start of a word), best first: a word in the
 * title counts most, then the summary, the headings and the text.
 */
export const searchDocs = (docs: LoadedDoc[], query: string): DocSearchResult[] => {
  const patterns = wordsOf(query).map(wordStart);
  if (patterns.length === 0) return [];
  return docs
    .map((doc) => {
      const headings = doc.headings.map((heading) => heading.text).join(" ");
      const matchesAll = patterns.every((pattern) =>
        [doc.title, doc.summary, headings, doc.body].some((text) => pattern.test(text)),
      );
      if (!matchesAll) return null;
      const score = patterns.reduce(
        (total, pattern) =>
          total +
          (pattern.test(doc.title) ? 20 : 0) +
          (pattern.test(doc.summary) ? 8 : 0) +
          Math.min(count(headings, pattern), 3) * 4 +
          Math.min(count(doc.body, pattern), 10),
        0,
      );
      return { doc, score };
    })
    .filter((result) => result !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, resultsMax)
    .map(({ doc }) => ({ slug: doc.slug, title: doc.title, section: doc.section, ...snippetOf(doc, patterns) }));
};
