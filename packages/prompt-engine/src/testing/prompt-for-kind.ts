import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";

import { composePrompt } from "../compose/compose-prompt.ts";
import { readSignals } from "../compose/signals.ts";
import type { KindId } from "../kinds.ts";
import { contentLemmas } from "../text/content-lemmas.ts";

/** The prompt the composer gives a request read as `kind` (the lines, not the classifier, are under test). */
export const promptFor = (kind: Exclude<KindId, "neutral">, request: string, material = "") =>
  composePrompt(
    { kind, request, material, signals: readSignals(request, material), content: contentLemmas(request) },
    refineOptionsSchema.parse({}),
  );
