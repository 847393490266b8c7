import { refineOptionsSchema, type RefineOptionsInput } from "@promptloom/contracts/prompt-engine";
import { analyzeRequest } from "@promptloom/prompt-engine";

import type { ComposeInput } from "../providers/ai/text-ai-provider.ts";

/** A provider's input for a request, as the engine would build it. */
export const composeInput = (
  request: string,
  extra: Partial<Omit<ComposeInput, "options">> & { options?: RefineOptionsInput } = {},
): ComposeInput => {
  const analysis = analyzeRequest(request);
  if (!analysis) throw new Error(`nothing to compose in ${JSON.stringify(request)}`);
  return {
    request,
    analysis,
    previous: [],
    examples: [],
    ...extra,
    options: refineOptionsSchema.parse(extra.options ?? {}),
  };
};
