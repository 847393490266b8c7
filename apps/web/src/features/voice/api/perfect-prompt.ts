import { voiceMessages, type PerfectPromptResponse } from "@promptloom/contracts/voice";

import { api, ApiError, unwrap, withSignal } from "../../../lib/api-client.ts";
import { isAbortError } from "../../../lib/is-abort-error.ts";

/** Refines spoken text into a polished prompt; failures carry the spec's voice messages. */
export const perfectPrompt = async (prompt: string, signal?: AbortSignal): Promise<PerfectPromptResponse> => {
  let response: Partial<PerfectPromptResponse> | null;
  try {
    response = await unwrap(api.functions["perfect-prompt"].$post({ json: { prompt } }, withSignal(signal)));
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiError && error.status === 401) {
      throw new Error(voiceMessages.authenticationRequired, { cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(voiceMessages.voiceProcessingFailed(message), { cause: error });
  }
  if (!response?.perfected) throw new Error(voiceMessages.noResponse);
  return { perfected: response.perfected, engine: response.engine ?? "" };
};
