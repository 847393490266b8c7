import { voiceMessages, voiceRules, type TranscribeResponse } from "@promptloom/contracts/voice";

import { AppError } from "../../http/app-error.ts";
import { sniffAudioFormat, type AudioFormat } from "../../providers/transcription/audio/sniff-audio-format.ts";
import type { TranscriptionProvider } from "../../providers/transcription/transcription-provider.ts";

const mimeTypes: Record<Exclude<AudioFormat, "unknown">, { type: string; extension: string }> = {
  wav: { type: "audio/wav", extension: "wav" },
  webm: { type: "audio/webm", extension: "webm" },
  ogg: { type: "audio/ogg", extension: "ogg" },
  mp4: { type: "audio/mp4", extension: "m4a" },
  mp3: { type: "audio/mpeg", extension: "mp3" },
  flac: { type: "audio/flac", extension: "flac" },
};

/**
 * Checks an uploaded recording and has the configured engine transcribe it. The format is read
 * from the bytes, not the declared type, and the file is renamed to match: transcription services
 * tell formats apart by the file name.
 */
export const transcribeRecording = async (options: {
  transcription: TranscriptionProvider;
  audio: File;
  signal: AbortSignal;
}): Promise<TranscribeResponse> => {
  const { audio } = options;
  if (audio.size === 0) throw AppError.validation(voiceMessages.noAudio);
  if (audio.size > voiceRules.audioMaxBytes) throw new AppError("payload_too_large", 413, voiceMessages.audioTooLarge);
  const data = new Uint8Array(await audio.arrayBuffer());
  const format = sniffAudioFormat(data);
  if (format === "unknown") {
    throw AppError.badRequest("This file is not an audio recording. Please record again.");
  }
  const { type, extension } = mimeTypes[format];
  const { text } = await options.transcription.transcribe(
    { data, mimeType: type, filename: `recording.${extension}` },
    { signal: options.signal },
  );
  return { text };
};
