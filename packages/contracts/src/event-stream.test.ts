import { describe, expect, it } from "vitest";

import { parseEventStream } from "./event-stream.ts";

const streamOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

const collect = async (body: ReadableStream<Uint8Array>) => {
  const events = [];
  for await (const event of parseEventStream(body)) events.push(event);
  return events;
};

describe("parseEventStream", () => {
  it("reads named JSON events, even when a frame arrives in pieces", async () => {
    const events = await collect(
      streamOf(
        'event: delta\ndata: {"text":"Hel',
        'lo"}\n\nevent: del',
        'ta\ndata: {"text":" world"}\n\n',
        'event: version\ndata: {"id":1}\n\n',
      ),
    );
    expect(events).toEqual([
      { event: "delta", data: { text: "Hello" } },
      { event: "delta", data: { text: " world" } },
      { event: "version", data: { id: 1 } },
    ]);
  });

  it("calls an unnamed event a message and ignores comments and empty frames", async () => {
    expect(await collect(streamOf(': keep-alive\n\ndata: {"a":1}\n\n'))).toEqual([
      { event: "message", data: { a: 1 } },
    ]);
  });
});
