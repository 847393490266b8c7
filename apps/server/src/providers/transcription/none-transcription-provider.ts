import { AiError } from "../ai/ai-error.ts";
import type { TranscriptionProvider } from "./transcription-provider.ts";

export const notConfiguredMessage =
  "Voice transcription is not set up on this server. An administrator can enable it by installing pocketsphinx (apt-get install pocketsphinx pocketsphinx-en-us) or by setting AI_API_KEY for an OpenAI-compatible transcription service.";

/** Used when neither an AI service nor pocketsphinx is available: every call says how to enable one. */
export const createNoneTranscriptionProvider = (): TranscriptionProvider => ({
  name: "none",
  transcribe: () => Promise.reject(new AiError("not_configured", notConfiguredMessage)),
});
