import { parseEventStream, type StreamEvent } from "@promptloom/contracts/event-stream";

import { ApiError, networkErrorMessage, unwrap } from "./api-client.ts";
import { isAbortError } from "./is-abort-error.ts";

export type { StreamEvent };

/** The options of a typed-client call whose answer is an event stream; aborting `signal` (a Stop button) ends it. */
export const eventStreamOptions = (signal?: AbortSignal) => ({
  headers: { Accept: "text/event-stream" },
  init: { signal },
});

type StreamResponse = {
  ok: boolean;
  status: number;
  body: ReadableStream<Uint8Array> | null;
  json(): Promise<unknown>;
};

/**
 * Yields the events of a streaming endpoint called through the typed client, so the path and the
 * body are checked like any other call's:
 * `readEventStream(api.coach.messages.$post({ json }, eventStreamOptions(signal)))`.
 * A refusal (4xx/5xx before the stream starts) and a request that never reached the server throw
 * the API client's typed errors, like any other call.
 */
export async function* readEventStream(sent: Promise<StreamResponse>): AsyncGenerator<StreamEvent> {
  let response: StreamResponse;
  try {
    response = await sent;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  // A refusal is read like any other failed call; only a stream is read here.
  if (!response.ok || !response.body) await unwrap(Promise.resolve(response));
  yield* parseEventStream(response.body!);
}
