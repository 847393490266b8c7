import type { RefineOptions } from "@promptloom/contracts/prompt-engine";

import type { RequestAnalysis } from "../understanding/analyze-request.ts";
import { buildSections } from "./build-sections.ts";
import { composeImagePrompt } from "./compose-image-prompt.ts";
import { readAdjustments } from "./read-adjustments.ts";
import { renderPrompt } from "./render-prompt.ts";

/**
 * The built-in composer: a structured prompt for the deliverable the request asks for (or the
 * neutral structure), shaped by the options and refinements, laid out for the target model.
 */
export const composeOfflinePrompt = (analysis: RequestAnalysis, options: RefineOptions): string => {
  if (analysis.kind === "image-prompt") return composeImagePrompt(analysis.cleaned, options.target);
  return renderPrompt(buildSections(analysis, readAdjustments(options)), options.target);
};
