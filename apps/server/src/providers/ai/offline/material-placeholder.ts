import type { RequestAnalysis } from "../understanding/analyze-request.ts";
import { pointedText } from "../understanding/separate-material.ts";
import type { TextKind } from "./kinds/kind-profiles.ts";

/** Kinds that work on a text the person supplies. */
const textKinds = new Set<TextKind>(["summary", "edit-text", "translation"]);

/** A quotation of a few words in the request itself is the text to work on. */
const hasQuotedText = (text: string) =>
  [...text.matchAll(/["“]([^"”]{12,})["”]/gu)].some((match) => match[1]!.trim().split(/\s+/u).length >= 4);

/**
 * The text block of a summary, edit or translation, or of the person's own text to rework ("improve
 * my resume"). Without pasted text the prompt marks where it
 * goes, naming what was mentioned ("[Paste the article here]"), instead of pretending it is there.
 */
export const materialFor = (
  analysis: RequestAnalysis,
  kind: TextKind,
  title: string,
): { title: string; text: string } | undefined => {
  if (analysis.material) {
    // An error pasted on its own: its cause is in the code, so the prompt makes room for that too.
    const errorOnly = kind === "debugging" && !/[{};=\n]/u.test(analysis.material);
    const text = errorOnly ? `${analysis.material}\n\n[Paste the code where it happens here]` : analysis.material;
    return { title: analysis.materialLabel || title, text };
  }
  // "feedback on my essay" needs the essay; "feedback on my idea: a plant box" has it already.
  const critiquesText = kind === "critique" && pointedText.test(analysis.cleaned);
  if (!(textKinds.has(kind) || analysis.revisesOwnText || critiquesText) || hasQuotedText(analysis.cleaned)) {
    return undefined;
  }
  // "my CV", "the PDF": acronyms keep their capitals.
  const named = (pointedText.exec(analysis.cleaned)?.[1] ?? "text").replace(/\p{L}+/gu, (word) =>
    /^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase(),
  );
  return { title, text: `[Paste the ${named} here]` };
};
