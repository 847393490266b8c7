/** The member's instruction, and text they pasted to be worked on, kept byte for byte. */
export type SeparatedRequest = {
  instruction: string;
  material: string;
};

const fence = /```[\s\S]*?(?:```|$)/u;

/**
 * Splits pasted material from the instruction: a fenced block, everything after a line that
 * ends with a colon, or the paragraphs after the first when the instruction is the short first
 * paragraph of a long text. Nothing is trimmed inside the material.
 */
export const separateMaterial = (raw: string): SeparatedRequest => {
  const fenced = fence.exec(raw);
  if (fenced) {
    const instruction = `${raw.slice(0, fenced.index)}${raw.slice(fenced.index + fenced[0].length)}`.trim();
    if (instruction !== "") return { instruction, material: fenced[0] };
  }
  const lines = raw.split("\n");
  const colonLine = lines.findIndex((line, index) => index < lines.length - 1 && /:\s*$/u.test(line));
  if (colonLine >= 0) {
    const rest = lines.slice(colonLine + 1).join("\n");
    if (rest.trim() !== "")
      return {
        instruction: lines
          .slice(0, colonLine + 1)
          .join("\n")
          .trim(),
        material: rest.replace(/^\s*\n/u, "").trimEnd(),
      };
  }
  const paragraphs = raw.split(/\n\s*\n/u);
  const [first = "", ...others] = paragraphs;
  const rest = others.join("\n\n");
  if (others.length > 0 && rest.trim().length > first.trim().length * 2)
    return { instruction: first.trim(), material: rest.trimEnd() };
  return { instruction: raw.trim(), material: "" };
};

/** A stretch of the instruction that is copied as typed: a quote, code, a schema, JSON, or what follows a colon. */
export type Span = { start: number; end: number };

const quoted = /(?<=^|[\s(:=])(?:"[^"\n]+"|“[^”\n]+”|'[^'\n]{2,}'(?=[\s.,;:!?)]|$)|‘[^’\n]+’|`[^`\n]+`)/gu;
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
