import { apiErrorSchema } from "@promptloom/contracts/api-error";
import { voiceMessages } from "@promptloom/contracts/voice";

import { api, networkErrorMessage, withSignal } from "../../lib/api-client.ts";
import { isAbortError } from "../../lib/is-abort-error.ts";

/** The server's message from a failed response: the JSON error's text, else the body as is. */
const readFailure = async (response: { status: number; text(): Promise<string> }) => {
  const body = await response.text();
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // Not JSON: the body itself is the message.
  }
  return body || `HTTP error! status: ${response.status}`;
};

const fileNameFor = (audio: Blob) => {
  const extension = audio.type.includes("wav")
    ? "wav"
    : audio.type.includes("ogg")
      ? "ogg"
      : audio.type.includes("mp4")
        ? "m4a"
        : "webm";
  return `recording.${extension}`;
};

/** Sends recorded audio to the server's transcriber (multipart field `audio`) and returns its text. */
export const transcribeAudio = async (audio: Blob, signal?: AbortSignal): Promise<string> => {
  const file = new File([audio], fileNameFor(audio), { type: audio.type });
  let response;
  try {
    response = await api.functions.transcribe.$post({ form: { audio: file } }, withSignal(signal));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new Error(voiceMessages.transcriptionFailed(networkErrorMessage), {
      cause: error,
    });
  }
  if (response.status === 401) throw new Error(voiceMessages.noSession);
  if (!response.ok) throw new Error(voiceMessages.transcriptionFailed(await readFailure(response)));
  const data = await response.json().catch(() => null);
  if (typeof data?.text !== "string") throw new Error(voiceMessages.noTranscriptionText);
  return data.text;
};
