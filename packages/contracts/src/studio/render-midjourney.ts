import { byEmphasis, oneLine } from "./prompt-text.ts";
import type { RenderedPrompt } from "./rendered-prompt.ts";
import type { StudioRenderInput } from "./resolve-choices.ts";
import { midjourneyRanges } from "./studio-choices.ts";
import { descriptiveGroups } from "./studio-groups.ts";

/**
 * Words Midjourney reads as words: `--` would start a parameter and `::` a multi-prompt, so
 * neither survives, and a trailing comma or full stop is dropped.
 */
const cleanWords = (text: string) =>
  oneLine(text)
    .replace(/-{2,}|—/g, "-")
    .replace(/:{2,}/g, ":")
    .replace(/^[-\s]+|[\s,.;]+$/g, "");

const withoutRepeats = (words: string[]) => {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (word === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * `subject, medium, style, … --ar 16:9 --stylize 250 --chaos 10 --no text, watermark --v 8.1`.
 * Emphasis orders the words (Midjourney reads earlier words as more important); parameters left at
 * Midjourney's defaults are not written, except the version, so the prompt renders the same for
 * anyone who pastes it.
 */
export const renderMidjourney = (input: StudioRenderInput): RenderedPrompt => {
  const words = withoutRepeats(
    [
      input.subject,
      ...descriptiveGroups.flatMap((group) => byEmphasis(input.terms[group]).map(({ term }) => term)),
    ].map(cleanWords),
  );
  const { version, stylize, chaos, raw } = input.midjourney;
  const excluded = withoutRepeats(byEmphasis(input.negative).map(({ term }) => cleanWords(term)));
  const parameters = [
    input.aspectRatio ? `--ar ${input.aspectRatio}` : null,
    stylize !== midjourneyRanges.stylize.default ? `--stylize ${stylize}` : null,
    chaos !== midjourneyRanges.chaos.default ? `--chaos ${chaos}` : null,
    raw ? (version === "6.1" ? "--style raw" : "--raw") : null,
    excluded.length > 0 ? `--no ${excluded.join(", ")}` : null,
    `--v ${version}`,
  ].filter((parameter) => parameter !== null);
  const prompt = words.join(", ");
  return {
    syntax: "midjourney",
    text: [prompt, ...parameters].filter(Boolean).join(" "),
    prompt,
    negativePrompt: null,
    size: null,
  };
};
