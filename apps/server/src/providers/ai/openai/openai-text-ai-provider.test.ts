import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { startLoopbackOpenAi } from "../../../testing/loopback-openai.ts";
import { useLoopbackOpenAi } from "../../../testing/use-loopback-openai.ts";
import { createOpenAiClient } from "./create-openai-client.ts";
import { createOpenAiTextAiProvider } from "./openai-text-ai-provider.ts";
import { perfectPromptSystemPrompt } from "./prompt.ts";

const peer = useLoopbackOpenAi();

const createProvider = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) => {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = createOpenAiClient({ baseUrl: options.baseUrl ?? peer().baseUrl, apiKey: options.apiKey, timeoutMs });
  return createOpenAiTextAiProvider({ client, model: "test-model", timeoutMs });
};

// The SDK waits this long before its retry when the server asks it to.
const retrySoon = { "retry-after-ms": "10" };

describe("OpenAI-compatible text AI provider", () => {
  it("sends the system prompt, the request and the key, and returns the trimmed answer", async () => {
    peer().script("chat", { kind: "text", text: "  You are a travel planner. Plan a 3-day trip to Lisbon.\n" });
    const provider = createProvider({ apiKey: "sk-test-123" });

    const result = await provider.perfectPrompt({ prompt: "  um plan a trip to lisbon for 3 days " });

    expect(result).toEqual({ perfected: "You are a travel planner. Plan a 3-day trip to Lisbon." });
    expect(provider.engineLabel).toBe("test-model");
    expect(peer().requests).toHaveLength(1);
    const [request] = peer().requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test-123");
    expect(request?.json).toMatchObject({
      model: "test-model",
      messages: [
        { role: "system", content: perfectPromptSystemPrompt },
        { role: "user", content: "um plan a trip to lisbon for 3 days" },
      ],
    });
    expect(request?.json).not.toHaveProperty("stream", true);
  });

  it("sends no Authorization header when no key is configured (Ollama, LM Studio)", async () => {
    peer().script("chat", { kind: "text", text: "Improved." });
    await createProvider().perfectPrompt({ prompt: "make it better" });
    expect(peer().requests[0]?.headers.authorization).toBeUndefined();
  });

  it("retries once after a 429 and returns the second answer", async () => {
    peer().script("chat", { kind: "error", status: 429, headers: retrySoon }, { kind: "text", text: "Second try." });
    const result = await createProvider().perfectPrompt({ prompt: "write a haiku" });
    expect(result.perfected).toBe("Second try.");
    expect(peer().requests).toHaveLength(2);
  });

  it("reports rate_limited after exactly one retry", async () => {
    peer().script(
      "chat",
      { kind: "error", status: 429, headers: retrySoon },
      { kind: "error", status: 429, headers: retrySoon },
    );
    const error = await aiFailureOf(createProvider().perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("rate_limited");
    expect(peer().requests).toHaveLength(2);
  });

  it("reports unavailable after a 5xx, its retry included", async () => {
    peer().script(
      "chat",
      { kind: "error", status: 500, headers: retrySoon },
      { kind: "error", status: 503, headers: retrySoon },
    );
    const error = await aiFailureOf(createProvider().perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("unavailable");
    expect(error.message).toBe("The AI service is unavailable right now. Please try again later.");
    expect(peer().requests).toHaveLength(2);
  });

  it("does not retry a rejected key", async () => {
    peer().script("chat", { kind: "error", status: 401, message: "Incorrect API key provided" });
    const error = await aiFailureOf(createProvider({ apiKey: "wrong" }).perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("unavailable");
    expect(String(error.cause)).toContain("Incorrect API key provided");
    expect(peer().requests).toHaveLength(1);
  });

  it("reports unavailable when nothing listens at the base URL", async () => {
    const closed = await startLoopbackOpenAi();
    await closed.close();
    const error = await aiFailureOf(
      createProvider({ baseUrl: closed.baseUrl }).perfectPrompt({ prompt: "hello there" }),
    );
    expect(error.code).toBe("unavailable");
  });

  it("times out a slow answer within the configured time, retry included", async () => {
    peer().script(
      "chat",
      { kind: "text", text: "Too late.", delayMs: 3000 },
      { kind: "text", text: "Too late.", delayMs: 3000 },
    );
    const started = performance.now();
    const error = await aiFailureOf(createProvider({ timeoutMs: 300 }).perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("stops when the caller aborts, and closes the connection", async () => {
    peer().script("chat", { kind: "text", text: "Never sent.", delayMs: 3000 });
    const controller = new AbortController();
    const pending = createProvider().perfectPrompt({ prompt: "write a haiku" }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const error = await aiFailureOf(pending);
    expect(error.code).toBe("aborted");
    await expect.poll(() => peer().requests[0]?.closedEarly).toBe(true);
    expect(peer().requests).toHaveLength(1);
  });

  it("reports bad_response for a body that is not a completion", async () => {
    peer().script("chat", { kind: "raw", body: "<html>proxy error page</html>", contentType: "text/html" });
    const error = await aiFailureOf(createProvider().perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("bad_response");
  });

  it("reports bad_response for an empty answer", async () => {
    peer().script("chat", { kind: "text", text: "   " });
    const error = await aiFailureOf(createProvider().perfectPrompt({ prompt: "write a haiku" }));
    expect(error.code).toBe("bad_response");
  });

  it("refuses an empty request without calling the service", async () => {
    const error = await aiFailureOf(createProvider().perfectPrompt({ prompt: " \n " }));
    expect(error.code).toBe("empty_input");
    expect(peer().requests).toHaveLength(0);
  });
});
