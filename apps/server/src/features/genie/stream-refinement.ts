import type { GenieVersion } from "@promptloom/contracts/genie";
import type { RefinedPrompt } from "@promptloom/contracts/prompt-engine";
import type { Context } from "hono";

import { toAppError } from "../../http/ai-error-response.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { streamEvents } from "../../http/stream-events.ts";
import type { EngineEvent } from "../../lib/prompt-engine/prompt-engine.ts";

/**
 * Streams a refinement to the browser: `delta` events as the prompt is written, then `version`
 * once it is kept. The engine's first event is awaited before answering, so a refusal (quota,
 * nothing to refine, a service that is down) is a plain JSON error with its status.
 */
export const streamRefinement = async (
  c: Context<AppEnv>,
  refine: (signal: AbortSignal) => AsyncGenerator<EngineEvent>,
  keep: (result: RefinedPrompt) => Promise<{ sessionId: string; version: GenieVersion }>,
) => {
  const controller = new AbortController();
  const events = refine(controller.signal);
  const first = await events.next().catch((error: unknown) => {
    throw toAppError(error);
  });
  return streamEvents(
    c,
    async (send) => {
      for (let event = first; !event.done; event = await events.next()) {
        if (event.value.type === "delta") await send("delta", { text: event.value.text });
        else await send("version", await keep(event.value.result));
      }
    },
    controller,
  );
};
