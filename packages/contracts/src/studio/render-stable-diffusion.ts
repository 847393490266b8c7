import { oneLine } from "./prompt-text.ts";
import type { RenderedPrompt } from "./rendered-prompt.ts";
import type { StudioRenderInput, StudioTerm } from "./resolve-choices.ts";
import { studioLimits } from "./studio-choices.ts";
import { descriptiveGroups } from "./studio-groups.ts";
import { aspectRatioPattern } from "./studio-options.ts";

/** Brackets are Stable Diffusion's emphasis syntax, so literal ones are escaped. */
const escapeBrackets = (text: string) =>
  oneLine(text)
    .replace(/[\s,.;]+$/, "")
    .replace(/([()[\]])/g, "\\$1");

/** `term` at plain emphasis, `(term:1.2)` otherwise. */
const weighted = ({ term, weight }: StudioTerm) =>
  weight === studioLimits.weightDefault ? escapeBrackets(term) : `(${escapeBrackets(term)}:${weight.toFixed(1)})`;

/** The resolutions SDXL was trained on; each aspect ratio renders best at the nearest one. */
const sdxlSizes = [
  [1024, 1024],
  [1152, 896],
  [896, 1152],
  [1216, 832],
  [832, 1216],
  [1344, 768],
  [768, 1344],
  [1536, 640],
  [640, 1536],
] as const;

export const sdxlSizeFor = (aspectRatio: string): { width: number; height: number } | null => {
  const match = aspectRatioPattern.exec(aspectRatio);
  if (!match) return null;
  const target = Math.log(Number(match[1]) / Number(match[2]));
  const distance = ([width, height]: readonly [number, number]) => Math.abs(Math.log(width / height) - target);
  const [width, height] = sdxlSizes.reduce((best, size) => (distance(size) < distance(best) ? size : best));
  return { width, height };
};

/**
 * Comma-separated terms with `(term:1.2)` weights, and the negative prompt apart. The copied text
 * puts the negative prompt on a `Negative prompt:` line, the way AUTOMATIC1111 and Forge read
 * pasted parameters; the screen also offers each part on its own for ComfyUI and others.
 */
export const renderStableDiffusion = (input: StudioRenderInput): RenderedPrompt => {
  const subject = escapeBrackets(input.subject);
  const terms = descriptiveGroups.flatMap((group) => input.terms[group].map(weighted));
  const prompt = [subject, ...terms].filter(Boolean).join(", ");
  const negativePrompt = input.negative.map(weighted).filter(Boolean).join(", ") || null;
  return {
    syntax: "stable-diffusion",
    text: negativePrompt ? `${prompt}\nNegative prompt: ${negativePrompt}` : prompt,
    prompt,
    negativePrompt,
    size: input.aspectRatio ? sdxlSizeFor(input.aspectRatio) : null,
  };
};
