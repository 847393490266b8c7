import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../testing/ai-failure-of.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { createOpenAiClient } from "../ai/openai/create-openai-client.ts";
import { createOpenAiTranscriptionProvider } from "./openai-transcription-provider.ts";

const peer = useLoopbackOpenAi();

const recording = {
  data: new Uint8Array(readFileSync(new URL("../../testing/fixtures/speech-chromium.webm", import.meta.url))),
  mimeType: "audio/webm",
  filename: "voice.webm",
};

const createProvider = (options: { apiKey?: string; timeoutMs?: number } = {}) => {
  const timeoutMs = options.timeoutMs ?? 5000;
  const client = createOpenAiClient({ baseUrl: peer().baseUrl, apiKey: options.apiKey, timeoutMs });
  return createOpenAiTranscriptionProvider({ client, model: "whisper-test", timeoutMs });
};

describe("OpenAI-compatible transcription provider", () => {
  it("uploads the recording as multipart with the model and key, and returns the text", async () => {
    peer().script("transcriptions", { kind: "text", text: " Write an email to my team. \n" });
    const result = await createProvider({ apiKey: "sk-voice" }).transcribe(recording);

    expect(result).toEqual({ text: "Write an email to my team." });
    const [request] = peer().requests;
    expect(request?.path).toBe("/v1/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer sk-voice");
    expect(request?.form?.fields.model).toBe("whisper-test");
    expect(request?.form?.file).toMatchObject({ field: "file", filename: "voice.webm", type: "audio/webm" });
    expect(Buffer.from(request!.form!.file!.data).equals(Buffer.from(recording.data))).toBe(true);
  });

  it("retries once after a 503, then reports unavailable", async () => {
    const retrySoon = { "retry-after-ms": "10" };
    peer().script(
      "transcriptions",
      { kind: "error", status: 503, headers: retrySoon },
      { kind: "error", status: 503, headers: retrySoon },
    );
    const error = await aiFailureOf(createProvider().transcribe(recording));
    expect(error.code).toBe("unavailable");
    expect(peer().requests).toHaveLength(2);
  });

  it("reports rate_limited after a second 429", async () => {
    const retrySoon = { "retry-after-ms": "10" };
    peer().script(
      "transcriptions",
      { kind: "error", status: 429, headers: retrySoon },
      { kind: "error", status: 429, headers: retrySoon },
    );
    expect((await aiFailureOf(createProvider().transcribe(recording))).code).toBe("rate_limited");
  });

  it("stops when the caller aborts", async () => {
    peer().script("transcriptions", { kind: "text", text: "late", delayMs: 3000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await aiFailureOf(createProvider().transcribe(recording, { signal: controller.signal }));
    expect(error.code).toBe("aborted");
    await expect.poll(() => peer().requests[0]?.closedEarly).toBe(true);
  });

  it("times out a slow service", async () => {
    peer().script(
      "transcriptions",
      { kind: "text", text: "late", delayMs: 3000 },
      { kind: "text", text: "late", delayMs: 3000 },
    );
    expect((await aiFailureOf(createProvider({ timeoutMs: 300 }).transcribe(recording))).code).toBe("timeout");
  });

  it("reports bad_response when the answer has no text", async () => {
    peer().script("transcriptions", { kind: "raw", body: JSON.stringify({ segments: [] }) });
    expect((await aiFailureOf(createProvider().transcribe(recording))).code).toBe("bad_response");
  });

  it("refuses an empty recording without calling the service", async () => {
    const error = await aiFailureOf(createProvider().transcribe({ ...recording, data: new Uint8Array(0) }));
    expect(error.code).toBe("empty_input");
    expect(error.message).toBe("No audio data recorded. Please try again.");
    expect(peer().requests).toHaveLength(0);
  });
});
