import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { collectAiText } from "../../../testing/collect-ai-text.ts";
import { composeInput } from "../../../testing/compose-input.ts";
import { startLoopbackOpenAi } from "../../../testing/loopback-openai.ts";
import { useLoopbackOpenAi } from "../../../testing/use-loopback-openai.ts";
import { createOpenAiClient } from "./create-openai-client.ts";
import { createOpenAiTextAiProvider } from "./openai-text-ai-provider.ts";
import { answerSystemPrompt, refinePromptSystemPrompt } from "./prompt.ts";

const peer = useLoopbackOpenAi();

const createProvider = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) => {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = createOpenAiClient({ baseUrl: options.baseUrl ?? peer().baseUrl, apiKey: options.apiKey, timeoutMs });
  return createOpenAiTextAiProvider({ client, model: "test-model", timeoutMs });
};
const compose = (request: string, extra: Parameters<typeof composeInput>[1] = {}, provider = createProvider()) =>
  collectAiText(provider.composePrompt(composeInput(request, extra)));

// The SDK waits this long before its retry when the server asks it to.
const retrySoon = { "retry-after-ms": "10" };
type Message = { role: string; content: string };
const messagesOf = (index = 0) => peer().requests[index]?.json?.messages as Message[];

describe("OpenAI-compatible text AI provider", () => {
  it("streams the model's prompt with the system prompt, the request, what the engine found and the key", async () => {
    peer().script("chat", {
      kind: "text",
      text: "You are a travel planner. Plan 3 days in Lisbon.",
      usage: { promptTokens: 420, completionTokens: 12 },
    });
    const provider = createProvider({ apiKey: "sk-test-123" });

    const { text, usage } = await compose("um plan a trip to lisbon for 3 days", {}, provider);

    expect(text).toBe("You are a travel planner. Plan 3 days in Lisbon.");
    expect(usage).toEqual({ promptTokens: 420, completionTokens: 12 });
    expect(provider.engineLabel).toBe("test-model");
    const [request] = peer().requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test-123");
    expect(request?.json).toMatchObject({ model: "test-model", stream: true, stream_options: { include_usage: true } });
    expect(messagesOf()[0]).toEqual({ role: "system", content: refinePromptSystemPrompt });
    expect(messagesOf()[1]?.content).toContain("um plan a trip to lisbon for 3 days");
    expect(messagesOf()[1]?.content).toMatch(/Deliverable \(the engine is \d+% sure\): plan/u);
    expect(messagesOf()[1]?.content).toContain("Facts to keep exactly: 3 days");
    expect(messagesOf()[1]?.content).toContain("Target assistant: ChatGPT");
  });

  it("names the deliverable only when the engine is confident, and facts only when there are real ones", async () => {
    peer().script("chat", { kind: "text", text: "A prompt." }, { kind: "text", text: "A prompt." });
    await compose("stuff for my thing");
    await compose("email my landlord Mr Okafor that the heater in unit 4B is broken since monday");
    const [vague, email] = peer().requests.map((request) => JSON.stringify(request.json?.messages));
    expect(vague).not.toContain("Deliverable");
    expect(vague).not.toContain("Facts to keep");
    expect(email).toMatch(/Deliverable \(the engine is \d+% sure\): email/u);
    expect(email).toContain("Mr Okafor");
    expect(email).toMatch(/Facts to keep exactly: [^\\]*4B/u);
  });

  it("passes the member's answers to the engine's questions to the model", async () => {
    peer().script("chat", { kind: "text", text: "A prompt." });
    await compose("write a cover letter", { options: { answers: [{ id: "job", answer: "junior data analyst" }] } });
    expect(messagesOf()[1]?.content).toContain("- job: junior data analyst");
  });

  it("sends the settings, the library examples, and each earlier version with the refinement asked of it", async () => {
    peer().script("chat", { kind: "text", text: "Shorter, formal version." });
    await compose("write an email to my landlord about the heating", {
      options: { target: "claude", tone: "formal", refinements: ["shorter", "more formal"] },
      previous: ["First version.", "Second version."],
      examples: ["Tenant letter\nWrite a letter to your landlord…"],
    });
    const messages = messagesOf();
    expect(messages[1]?.content).toContain("Target assistant: Claude");
    expect(messages[1]?.content).toContain("Tone: formal");
    expect(messages[1]?.content).toContain("--- Example 1 ---\nTenant letter");
    expect(messages.slice(2)).toEqual([
      { role: "assistant", content: "First version." },
      { role: "user", content: "Revise the prompt: shorter" },
      { role: "assistant", content: "Second version." },
      { role: "user", content: "Revise the prompt: more formal" },
    ]);
  });

  it("answers a prompt as the model would, for Compare", async () => {
    peer().script("chat", { kind: "text", text: "Here is your haiku." });
    const { text } = await collectAiText(createProvider().answer!("Write a haiku about rain."));
    expect(text).toBe("Here is your haiku.");
    expect(messagesOf()).toEqual([
      { role: "system", content: answerSystemPrompt },
      { role: "user", content: "Write a haiku about rain." },
    ]);
  });

  it("sends no Authorization header when no key is configured (Ollama, LM Studio)", async () => {
    peer().script("chat", { kind: "text", text: "Improved." });
    await compose("make it better");
    expect(peer().requests[0]?.headers.authorization).toBeUndefined();
  });

  it("retries once after a 429 and streams the second answer", async () => {
    peer().script("chat", { kind: "error", status: 429, headers: retrySoon }, { kind: "text", text: "Second try." });
    expect((await compose("write a haiku")).text).toBe("Second try.");
    expect(peer().requests).toHaveLength(2);
  });

  it("reports rate_limited after exactly one retry", async () => {
    peer().script(
      "chat",
      { kind: "error", status: 429, headers: retrySoon },
      { kind: "error", status: 429, headers: retrySoon },
    );
    expect((await aiFailureOf(compose("write a haiku"))).code).toBe("rate_limited");
    expect(peer().requests).toHaveLength(2);
  });

  it("reports unavailable after a 5xx, its retry included, and does not retry a rejected key", async () => {
    peer().script(
      "chat",
      { kind: "error", status: 500, headers: retrySoon },
      { kind: "error", status: 503, headers: retrySoon },
    );
    const failing = await aiFailureOf(compose("write a haiku"));
    expect(failing.code).toBe("unavailable");
    expect(failing.message).toBe("The AI service is unavailable right now. Please try again later.");

    peer().reset();
    peer().script("chat", { kind: "error", status: 401, message: "Incorrect API key provided" });
    const rejected = await aiFailureOf(compose("write a haiku", {}, createProvider({ apiKey: "wrong" })));
    expect(rejected.code).toBe("unavailable");
    expect(String(rejected.cause)).toContain("Incorrect API key provided");
    expect(peer().requests).toHaveLength(1);
  });

  it("reports unavailable when nothing listens at the base URL", async () => {
    const closed = await startLoopbackOpenAi();
    await closed.close();
    const error = await aiFailureOf(compose("hello there", {}, createProvider({ baseUrl: closed.baseUrl })));
    expect(error.code).toBe("unavailable");
  });

  it("fails with what it had streamed so far when the connection drops midway", async () => {
    peer().script("chat", {
      kind: "text",
      text: "one two three four",
      chunks: ["one ", "two ", "three ", "four"],
      failAfterChunks: 2,
    });
    const received: string[] = [];
    const error = await aiFailureOf(
      (async () => {
        for await (const event of createProvider().composePrompt(composeInput("write a haiku"))) {
          if (event.type === "delta") received.push(event.text);
        }
      })(),
    );
    expect(received).toEqual(["one ", "two "]);
    expect(error.code).toBe("bad_response");
    expect(error.message).toBe("The AI service stopped before finishing its answer. Please try again.");
  });

  it("times out a slow answer within the configured time, retry included", async () => {
    peer().script(
      "chat",
      { kind: "text", text: "Too late.", delayMs: 3000 },
      { kind: "text", text: "Too late.", delayMs: 3000 },
    );
    const started = performance.now();
    const error = await aiFailureOf(compose("write a haiku", {}, createProvider({ timeoutMs: 300 })));
    expect(error.code).toBe("timeout");
    // Two attempts of 300 ms; waiting for either slow answer would take 3 s or more.
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it("reports bad_response for a body that is not a completion stream", async () => {
    peer().script("chat", { kind: "raw", body: "<html>proxy error page</html>", contentType: "text/html" });
    const error = await aiFailureOf(compose("write a haiku"));
    expect(error.code).toBe("bad_response");
  });
});
