import { voiceMessages } from "@promptloom/contracts/voice";
import { toFile, type OpenAI } from "openai";

import { AiError } from "../ai/ai-error.ts";
import { startAiCall } from "../ai/openai/start-ai-call.ts";
import type { TranscriptionProvider } from "./transcription-provider.ts";

/** Transcription through any OpenAI-compatible `/audio/transcriptions` endpoint (Whisper). */
export const createOpenAiTranscriptionProvider = (options: {
  client: OpenAI;
  model: string;
  timeoutMs: number;
}): TranscriptionProvider => ({
  name: "openai",
  transcribe: async (audio, { signal } = {}) => {
    if (audio.data.byteLength === 0) throw new AiError("empty_input", voiceMessages.noAudio);
    const call = startAiCall({ timeoutMs: options.timeoutMs, signal });
    try {
      const file = await toFile(audio.data, audio.filename, { type: audio.mimeType });
      const result = await options.client.audio.transcriptions.create(
        { file, model: options.model },
        { signal: call.signal },
      );
      const text: unknown = (result as { text?: unknown } | null)?.text;
      if (typeof text !== "string") {
        throw new AiError("bad_response", undefined, { cause: new Error("The transcription has no text") });
      }
      return { text: text.trim() };
    } catch (error) {
      throw call.toAiError(error);
    } finally {
      call.finish();
    }
  },
});
