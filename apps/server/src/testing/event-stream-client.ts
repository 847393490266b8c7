import type { TestClient } from "./test-client.ts";

export type StreamedEvent = { event: string; data: unknown };

/** One Server-Sent Events frame (the text between blank lines) as its name and JSON data. */
const parseFrame = (frame: string): StreamedEvent => {
  const lines = frame.split("\n");
  const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
  const data = lines
    .filter((line) => line.startsWith("data: "))
    .map((line) => line.slice(6))
    .join("\n");
  return { event, data: JSON.parse(data) as unknown };
};

/**
 * Reads a Server-Sent Events response as a browser's EventSource would, for assertions:
 * `const stream = await openEventStream(member); await stream.next("usage")`.
 */
export const openEventStream = async (client: TestClient, url = "/api/events") => {
  const abort = new AbortController();
  const response = await client.open("GET", url, { signal: abort.signal });
  if (!response.body) throw new Error("the event stream has no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamedEvent[] = [];
  let buffer = "";

  const readFrame = async (): Promise<StreamedEvent | null> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseFrame(frame);
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };

  /** Runs `read` until it settles, or fails with `message` once `timeoutMs` have passed. */
  const within = async <T>(timeoutMs: number, message: string, read: () => Promise<T>): Promise<T> => {
    const timeout = setTimeout(() => abort.abort(new Error(message)), timeoutMs);
    try {
      return await read();
    } catch (error) {
      throw abort.signal.reason instanceof Error ? abort.signal.reason : error;
    } finally {
      clearTimeout(timeout);
    }
  };

  /** The next event of this name (the ones before it are kept in `received`). */
  const next = (name: string, timeoutMs = 5000): Promise<StreamedEvent> =>
    within(timeoutMs, `no "${name}" event within ${timeoutMs} ms`, async () => {
      for (;;) {
        const frame = await readFrame();
        if (!frame) throw new Error(`the stream ended before a "${name}" event`);
        received.push(frame);
        if (frame.event === name) return frame;
      }
    });

  /** Resolves when the server ends the stream. */
  const ended = (timeoutMs = 5000): Promise<void> =>
    within(timeoutMs, `the stream was still open after ${timeoutMs} ms`, async () => {
      for (let frame = await readFrame(); frame; frame = await readFrame()) received.push(frame);
    });

  return {
    status: response.status,
    headers: response.headers,
    received,
    next,
    ended,
    close: () => abort.abort(),
  };
};
