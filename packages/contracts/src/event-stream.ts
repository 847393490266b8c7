/**
 * The Server-Sent Events wire format, read the same way by the browser and by the server's tests:
 * named events whose data is JSON.
 */
export type StreamEvent = { event: string; data: unknown };

/** Splits a Server-Sent Events body into events as its bytes arrive. */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += value ? decoder.decode(value, { stream: true }) : "";
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = frame.split("\n");
        const event =
          lines
            .find((line) => line.startsWith("event:"))
            ?.slice(6)
            .trim() ?? "message";
        const data = lines
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trimStart())
          .join("\n");
        if (data !== "") yield { event, data: JSON.parse(data) as unknown };
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
