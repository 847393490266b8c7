import { parseEventStream, type StreamEvent } from "@promptloom/contracts/event-stream";

import type { TestClient } from "./test-client.ts";

/**
 * POSTs JSON to a streaming endpoint and reads the answer to its end: the events of a stream, or
 * the JSON body of a refusal.
 */
export const postEventStream = async (client: TestClient, path: string, json: unknown) => {
  const response = await client.open("POST", path, { json });
  const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
  const events: StreamEvent[] = [];
  if (isStream && response.body) for await (const event of parseEventStream(response.body)) events.push(event);
  return {
    status: response.status,
    headers: response.headers,
    events,
    body: isStream ? undefined : await response.json(),
  };
};
