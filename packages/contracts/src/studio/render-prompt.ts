import { renderMidjourney } from "./render-midjourney.ts";
import { renderNaturalLanguage } from "./render-natural-language.ts";
import { renderStableDiffusion } from "./render-stable-diffusion.ts";
import type { RenderedPrompt } from "./rendered-prompt.ts";
import type { StudioRenderInput } from "./resolve-choices.ts";
import type { PromptSyntax } from "./studio-groups.ts";

const renderers: Record<PromptSyntax, (input: StudioRenderInput) => RenderedPrompt> = {
  midjourney: renderMidjourney,
  "stable-diffusion": renderStableDiffusion,
  "natural-language": renderNaturalLanguage,
};

/** Writes a build for one target; the same function runs in the browser's live preview and on the server. */
export const renderPrompt = (syntax: PromptSyntax, input: StudioRenderInput): RenderedPrompt =>
  renderers[syntax](input);
