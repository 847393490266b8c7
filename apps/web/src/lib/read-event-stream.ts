import { parseEventStream, type StreamEvent } from "@promptloom/contracts/event-stream";

import { ApiError, networkErrorMessage, unwrap } from "./api-client.ts";
import { isAbortError } from "./is-abort-error.ts";

export type { StreamEvent };

/**
 * POSTs JSON to a streaming endpoint and yields its events. A refusal (4xx/5xx before the stream
 * starts) and a request that never reached the server throw the API client's typed errors, like
 * any other call; aborting `signal` (a Stop button) ends the request and the server's work.
 */
export async function* postEventStream(path: string, body: unknown, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  const sent = fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  let response: Response;
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
