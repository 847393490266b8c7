import { voiceFallbackMessages } from "@promptloom/contracts/voice";

import { AiError } from "../ai/ai-error.ts";
import type { TranscriptionProvider } from "./transcription-provider.ts";

/**
 * Used when neither an AI service nor pocketsphinx is available. Members read that voice is off
 * and to type instead; how to turn it on is for administrators (the start-up log and the
 * transcription capability answered to admins).
 */
export const createNoneTranscriptionProvider = (): TranscriptionProvider => ({
  name: "none",
  transcribe: () => Promise.reject(new AiError("not_configured", voiceFallbackMessages.serverUnavailable)),
});
