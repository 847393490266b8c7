import { voiceMessages, voicePromptTitle, voiceRules, type VoiceResult } from "@promptloom/contracts/voice";

import { isOverLimit } from "./voice-capture-state.ts";

/** Why nothing was refined; each kind has its own message in the dialog. */
export class VoiceInputError extends Error {
  override name = "VoiceInputError";

  constructor(
    readonly kind: "too-long" | "no-speech",
    readonly transcript: string,
  ) {
    super(kind === "too-long" ? voiceMessages.inputTooLong.title : voiceMessages.noSpeech.title);
  }
}

export type VoiceInput = {
  /** What speech recognition heard (already cut to the text limit). */
  transcript: string;
  /** The recording, asked for only when the transcript is too short to use. */
  getRecording: () => Promise<Blob>;
  /** False when nothing can transcribe a recording: the recognised text is used however short. */
  canTranscribe?: boolean;
  signal: AbortSignal;
  /** Called with the transcription, so the dialog can show it while the prompt is written. */
  onTranscribed: (text: string) => void;
  transcribe: (audio: Blob, signal: AbortSignal) => Promise<string>;
  perfect: (prompt: string, signal: AbortSignal) => Promise<{ perfected: string; engine: string }>;
  now?: () => Date;
};

/**
 * After listening: use the recognised text, or transcribe the recording when it is under five
 * characters; refuse text over the limit and silence; then have the prompt written.
 */
export const processVoiceInput = async (input: VoiceInput): Promise<VoiceResult> => {
  const { signal } = input;
  let rawTranscript = input.transcript;
  if (isOverLimit(rawTranscript.trim())) throw new VoiceInputError("too-long", rawTranscript);

  if (input.canTranscribe !== false && rawTranscript.trim().length < voiceRules.minTranscriptLength) {
    const recording = await input.getRecording();
    signal.throwIfAborted();
    if (recording.size === 0) throw new Error(voiceMessages.noAudio);
    if (recording.size > voiceRules.audioMaxBytes) throw new Error(voiceMessages.audioTooLarge);
    rawTranscript = await input.transcribe(recording, signal);
    input.onTranscribed(rawTranscript.trim());
    if (isOverLimit(rawTranscript.trim())) throw new VoiceInputError("too-long", rawTranscript.trim());
  }

  const transcript = rawTranscript.trim();
  if (!transcript) throw new VoiceInputError("no-speech", "");
  const { perfected, engine } = await input.perfect(transcript, signal);
  return {
    transcript,
    rawTranscript,
    polishedPrompt: perfected,
    title: voicePromptTitle(input.now?.() ?? new Date()),
    engine,
  };
};
