import type { Context } from "hono";
import { streamSSE } from "hono/streaming";

import { toAppError } from "./ai-error-response.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

export type SendEvent = (event: string, data: unknown) => Promise<void>;

/** What an error that ends a stream early says to the client: the API's error body, as an event. */
const errorEventOf = (error: unknown, c: Context<AppEnv>) => {
  const failure = toAppError(error);
  if (failure instanceof AppError) return { code: failure.code, message: failure.message };
  c.var.logger.error({ err: failure }, "stream failed");
  return { code: "internal_error", message: "Something went wrong. Please try again." };
};

/**
 * Answers with Server-Sent Events over this (POST) response: `produce` sends named JSON events.
 * The signal it gets aborts when the client goes away (the Stop button), so work upstream stops
 * too; a failure once streaming has begun becomes a final `error` event, since the status line
 * has already been sent.
 */
export const streamEvents = (
  c: Context<AppEnv>,
  produce: (send: SendEvent, signal: AbortSignal) => Promise<void>,
  controller = new AbortController(),
) => {
  c.req.raw.signal.addEventListener("abort", () => controller.abort(), { once: true });
  c.header("Cache-Control", "no-cache, no-transform");
  c.header("X-Accel-Buffering", "no");
  // Errors are caught here rather than left to streamSSE, which would add an event of its own
  // carrying the bare message.
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => controller.abort());
    const send: SendEvent = (event, data) => stream.writeSSE({ event, data: JSON.stringify(data) });
    try {
      await produce(send, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) await send("error", errorEventOf(error, c));
    }
  });
};
