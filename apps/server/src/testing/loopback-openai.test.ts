import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createOpenAiClient } from "../providers/ai/openai/create-openai-client.ts";
import { startLoopbackOpenAi, type LoopbackOpenAi } from "./loopback-openai.ts";

let peer: LoopbackOpenAi;
beforeAll(async () => {
  peer = await startLoopbackOpenAi({ models: ["llama3.2", "whisper-large-v3"] });
});
afterAll(() => peer.close());

describe("loopback OpenAI-compatible peer", () => {
  it("lists its models the way the SDK expects", async () => {
    const client = createOpenAiClient({ baseUrl: peer.baseUrl, apiKey: "sk-list", timeoutMs: 2000 });
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(["llama3.2", "whisper-large-v3"]);
    expect(peer.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/models" });
    expect(peer.requests.at(-1)?.headers.authorization).toBe("Bearer sk-list");
  });

  it("answers unknown routes with an OpenAI-style 404", async () => {
    const response = await fetch(`${peer.baseUrl}/embeddings`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: "No route for POST /v1/embeddings" } });
  });
});
