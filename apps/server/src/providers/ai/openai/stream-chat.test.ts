import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { useLoopbackOpenAi } from "../../../testing/use-loopback-openai.ts";
import type { AiEvent } from "../text-ai-provider.ts";
import { createOpenAiClient } from "./create-openai-client.ts";
import { streamChat } from "./stream-chat.ts";

const peer = useLoopbackOpenAi();

const messages = [{ role: "user" as const, content: "Tell me a short story." }];

const stream = (options: { timeoutMs?: number; signal?: AbortSignal } = {}) => {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = createOpenAiClient({ baseUrl: peer().baseUrl, apiKey: "sk-stream", timeoutMs });
  return streamChat({ client, model: "stream-model", timeoutMs, messages, signal: options.signal });
};

const collect = async (events: AsyncIterable<AiEvent>) => {
  const received: string[] = [];
  for await (const event of events) if (event.type === "delta") received.push(event.text);
  return received;
};

describe("streamChat", () => {
  it("yields the text deltas in order and asks for a stream", async () => {
    peer().script("chat", {
      kind: "text",
      text: "Once upon a time, a fox.",
      chunks: ["Once ", "upon a ", "time, ", "a fox."],
    });
    const deltas = await collect(stream());
    expect(deltas).toEqual(["Once ", "upon a ", "time, ", "a fox."]);
    expect(peer().requests[0]?.json).toMatchObject({ model: "stream-model", stream: true, messages });
    expect(peer().requests[0]?.json).toMatchObject({ stream_options: { include_usage: true } });
    expect(peer().requests[0]?.headers.authorization).toBe("Bearer sk-stream");
  });

  it("lets a long answer finish while pieces keep arriving within the timeout", async () => {
    const chunks = ["one ", "two ", "three ", "four ", "five"];
    peer().script("chat", { kind: "text", text: chunks.join(""), chunks, chunkDelayMs: 150 });
    const deltas = await collect(stream({ timeoutMs: 400 }));
    expect(deltas.join("")).toBe("one two three four five");
  });

  it("times out when the stream stalls", async () => {
    peer().script("chat", { kind: "text", text: "first second", chunks: ["first ", "second"], chunkDelayMs: 2000 });
    const received: string[] = [];
    const error = await aiFailureOf(
      (async () => {
        for await (const event of stream({ timeoutMs: 300 })) if (event.type === "delta") received.push(event.text);
      })(),
    );
    expect(error.code).toBe("timeout");
    expect(received).toEqual(["first "]);
  });

  it("stops and closes the connection when the caller aborts mid-stream", async () => {
    peer().script("chat", { kind: "text", text: "a b c", chunks: ["a ", "b ", "c"], chunkDelayMs: 1000 });
    const controller = new AbortController();
    const received: string[] = [];
    const error = await aiFailureOf(
      (async () => {
        for await (const event of stream({ signal: controller.signal })) {
          if (event.type === "delta") received.push(event.text);
          controller.abort();
        }
      })(),
    );
    expect(error.code).toBe("aborted");
    expect(received).toEqual(["a "]);
    await expect.poll(() => peer().requests[0]?.closedEarly).toBe(true);
  });

  it("reports rate_limited after one retry", async () => {
    const retrySoon = { "retry-after-ms": "10" };
    peer().script(
      "chat",
      { kind: "error", status: 429, headers: retrySoon },
      { kind: "error", status: 429, headers: retrySoon },
    );
    const error = await aiFailureOf(collect(stream()));
    expect(error.code).toBe("rate_limited");
    expect(peer().requests).toHaveLength(2);
  });
});
