/** A stretch of the instruction that is copied as typed: a quote, code, a schema, JSON, or what follows a colon. */
export type Span = { start: number; end: number };

/**
 * A quotation; a single-quoted one may hold apostrophes inside its words ('Hi Nanay, you'll love it.').
 * One that opens a line and closes one may run over several: a message pasted in quotes.
 */
const quoted =
  /(?<=^|[\s(:=])(?:(?<=^|\n)(?:"[^"]+"|“[^”]+”)(?=[ \t]*(?:\n|$))|"[^"\n]+"|“[^”\n]+”|'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){2,}'(?=[\s.,;:!?)]|$)|‘[^’\n]+’|`[^`\n]+`)/gu;
const bracketed = /\{[\s\S]*\}|\[[^\]\n]*\]|[\p{L}_][\p{L}\p{N}_.]*\([^()\n]*\)/gu;

/**
 * The protected stretches of an instruction: quotes, inline code, braces and brackets, calls and
 * table schemas (`sales(id, region_id)`), and the rest of a sentence after a colon (a note
 * pasted inline). Cleaning never touches them.
 */
export const protectedSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  for (const pattern of [quoted, bracketed])
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  // A table definition with nested parentheses, on one line or several: `orders(total numeric(10,2))`.
  for (let open = text.indexOf("("); open >= 0; open = text.indexOf("(", open + 1)) {
    let depth = 0;
    let close = -1;
    for (let at = open; at < text.length; at += 1) {
      if (text[at] === "(") depth += 1;
      else if (text[at] === ")" && --depth === 0) {
        close = at;
        break;
      }
    }
    if (close < 0) break;
    if (text.slice(open, close).includes(",")) {
      const name = /[\p{L}_][\p{L}\p{N}_.]*\s*$/u.exec(text.slice(0, open));
      spans.push({ start: name ? name.index : open, end: close + 1 });
      open = close;
    }
  }
  const colon = /:\s/u.exec(text);
  if (colon && !/\d:\s*$/u.test(text.slice(0, colon.index + 1)))
    spans.push({ start: colon.index + 1, end: text.length });
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};
