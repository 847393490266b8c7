import { parseEventStream, type StreamEvent } from "@promptloom/contracts/event-stream";

import type { TestClient } from "./test-client.ts";

type StreamingResponse = Pick<Response, "status" | "headers" | "body" | "json">;

/**
 * Reads a streaming endpoint's answer to its end: the events of a stream, or the JSON body of a
 * refusal. Takes a typed call as well: `await readEventStream(member.api.coach.messages.$post(...))`.
 */
export const readEventStream = async (answer: StreamingResponse | Promise<StreamingResponse>) => {
  const response = await answer;
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

/** POSTs JSON to a streaming endpoint (for bodies the typed client refuses) and reads the answer. */
export const postEventStream = async (client: TestClient, path: string, json: unknown) =>
  readEventStream(client.open("POST", path, { json }));

/**
 * POSTs JSON to a streaming endpoint and, as soon as the first piece of the answer has arrived,
 * drops the connection the way a member's Stop button does.
 */
export const stopAfterFirstDelta = async (client: TestClient, path: string, json: unknown) => {
  const stop = new AbortController();
  const response = await client.open("POST", path, { json, signal: stop.signal });
  if (!response.body) throw new Error(`${path} answered ${response.status} without a body`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let received = ""; !received.includes("event: delta");) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${path} ended before its first delta:\n${received}`);
    received += value;
  }
  stop.abort();
};
