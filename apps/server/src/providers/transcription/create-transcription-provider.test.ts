import { describe, expect, it } from "vitest";

import { EnvError } from "../../env.ts";
import { recordingLogger } from "../../testing/recording-logger.ts";
import { AiError } from "../ai/ai-error.ts";
import { createTranscriptionProvider, type TranscriptionOptions } from "./create-transcription-provider.ts";

const installed = () => ({ binary: "/usr/bin/pocketsphinx_continuous", hmm: "hmm", lm: "lm", dict: "dict" });
const missing = () => null;
const base: TranscriptionOptions = {
  choice: undefined,
  baseUrl: undefined,
  apiKey: undefined,
  model: "whisper-1",
  timeoutMs: 5000,
  findInstall: installed,
};

describe("createTranscriptionProvider", () => {
  it("prefers a configured AI service", () => {
    const { logger, lines } = recordingLogger();
    expect(createTranscriptionProvider({ ...base, apiKey: "sk-test" }, logger).name).toBe("openai");
    expect(lines).toEqual(["transcription: OpenAI-compatible, model whisper-1 at https://api.openai.com/v1"]);
  });

  it("falls back to pocketsphinx when it is installed", () => {
    const { logger, lines } = recordingLogger();
    expect(createTranscriptionProvider(base, logger).name).toBe("pocketsphinx");
    expect(lines).toEqual([
      "transcription: offline pocketsphinx (/usr/bin/pocketsphinx_continuous; WAV, WebM/Opus and Ogg/Opus recordings)",
    ]);
  });

  it("is 'none' without either: the log tells the administrator how to enable it, calls tell members to type", async () => {
    const { logger, lines } = recordingLogger();
    const provider = createTranscriptionProvider({ ...base, findInstall: missing }, logger);
    expect(provider.name).toBe("none");
    expect(lines).toEqual([
      "transcription: not configured (install pocketsphinx or set AI_API_KEY to enable voice transcription)",
    ]);
    const error = await provider
      .transcribe({ data: new Uint8Array(10), mimeType: "audio/webm", filename: "a.webm" })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).code).toBe("not_configured");
    expect((error as AiError).message).toBe(
      "Voice transcription isn't available right now. Please type your task instead.",
    );
  });

  it("follows TRANSCRIPTION when it is set", () => {
    const { logger } = recordingLogger();
    expect(createTranscriptionProvider({ ...base, apiKey: "sk-test", choice: "none" }, logger).name).toBe("none");
    expect(createTranscriptionProvider({ ...base, apiKey: "sk-test", choice: "pocketsphinx" }, logger).name).toBe(
      "pocketsphinx",
    );
    expect(
      createTranscriptionProvider({ ...base, choice: "openai", baseUrl: "http://127.0.0.1:9/v1" }, logger).name,
    ).toBe("openai");
  });

  it("refuses to start when TRANSCRIPTION=pocketsphinx but it is not installed", () => {
    const { logger } = recordingLogger();
    expect(() =>
      createTranscriptionProvider({ ...base, choice: "pocketsphinx", findInstall: missing }, logger),
    ).toThrow(EnvError);
  });
});
