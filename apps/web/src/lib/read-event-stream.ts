import { parseEventStream, type StreamEvent } from "@promptloom/contracts/event-stream";

import { ApiError, networkErrorMessage, unwrap } from "./api-client.ts";

export type { StreamEvent };

/**
 * POSTs JSON to a streaming endpoint and yields its events. A refusal (4xx/5xx before the stream
 * starts) throws the API's typed error, like any other call; aborting `signal` (a Stop button)
 * ends the request and the server's work with it.
 */
export async function* postEventStream(path: string, body: unknown, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (!response.ok || !response.body) await unwrap(response);
  yield* parseEventStream(response.body!);
}
