import type { Context } from "hono";

import { toAppError } from "../../http/ai-error-response.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { streamEvents, type SendEvent } from "../../http/stream-events.ts";

type Side = "raw" | "refined";

const sendSide = async (send: SendEvent, side: Side, first: IteratorResult<string>, rest: AsyncGenerator<string>) => {
  try {
    for (let piece = first; !piece.done; piece = await rest.next()) await send("delta", { side, text: piece.value });
    await send("done", { side });
  } catch (error) {
    const failure = toAppError(error);
    const message = failure instanceof AppError ? failure.message : "Something went wrong. Please try again.";
    await send("error", { side, code: failure instanceof AppError ? failure.code : "internal_error", message });
  }
};

/**
 * Streams the model's answers to the raw request and to the refined prompt side by side, each
 * event tagged with its side; one side failing midway does not stop the other. Both calls are
 * started (and charged) before answering, so a refusal is a plain JSON error.
 */
export const streamComparison = async (
  c: Context<AppEnv>,
  answer: (prompt: string, signal: AbortSignal) => AsyncGenerator<string>,
  prompts: Record<Side, string>,
) => {
  const controller = new AbortController();
  const raw = answer(prompts.raw, controller.signal);
  const firstRaw = await raw.next().catch((error: unknown) => {
    throw toAppError(error);
  });
  const refined = answer(prompts.refined, controller.signal);
  const firstRefined = await refined.next().catch(async (error: unknown) => {
    await raw.return(undefined);
    throw toAppError(error);
  });
  return streamEvents(
    c,
    async (send) => {
      await Promise.all([sendSide(send, "raw", firstRaw, raw), sendSide(send, "refined", firstRefined, refined)]);
    },
    controller,
  );
};
