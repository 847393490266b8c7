import type { PromptSyntax } from "./studio-groups.ts";

/** A build written out for one target. */
export type RenderedPrompt = {
  syntax: PromptSyntax;
  /** What Copy puts on the clipboard, ready to paste into the target. */
  text: string;
  /** The prompt alone, without a separate negative prompt. */
  prompt: string;
  /** Stable Diffusion's separate negative prompt; null elsewhere or when nothing is excluded. */
  negativePrompt: string | null;
  /** The SDXL resolution matching the aspect ratio, which Stable Diffusion takes as a setting. */
  size: { width: number; height: number } | null;
};
