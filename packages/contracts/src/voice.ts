import { z } from "zod";

import { limits } from "./limits.ts";

/** Voice capture rules from the specification. */
export const voiceRules = {
  recognitionLanguage: "en-US",
  recognitionAlternatives: 3,
  /** Listening stops by itself after this long without new speech. */
  silenceTimeoutMs: 15_000,
  /** MediaRecorder hands over audio in chunks of this length. */
  recordingChunkMs: 1000,
  /** A transcript shorter than this is replaced by a transcription of the recorded audio. */
  minTranscriptLength: 5,
  textLimit: limits.voiceTextLimit,
  audioMaxBytes: limits.audioMaxBytes,
} as const;

/** The user-visible voice messages of the specification, verbatim. */
export const voiceMessages = {
  microphoneError: {
    title: "Microphone Error",
    description: "Could not access microphone. Please check permissions and try again.",
  },
  inputTooLong: {
    title: "Input too long",
    description: (length: number) =>
      `Please keep your input under ${limits.voiceTextLimit} characters. Current: ${length}`,
  },
  inputTooLongInline: `Your input is too long—please keep it under ${limits.voiceTextLimit} characters.`,
  noSpeech: { title: "No speech detected", description: "We didn't catch that — please try again." },
  noAudio: "No audio data recorded. Please try again.",
  audioTooLarge: "Audio file too large. Please record shorter messages.",
  processingError: "Processing Error",
  processingFailed: "Failed to process voice input",
  voiceProcessingFailed: (message: string) => `Voice processing failed: ${message}`,
  noResponse: "No response from voice processing service",
  transcriptionFailed: (body: string) => `Transcription failed: ${body}`,
  noTranscriptionText: "No transcription text received",
  authenticationRequired: "Authentication required",
  noSession: "No authenticated session",
  generated: { title: "Voice prompt generated!", description: (title: string) => `Created: ${title}` },
  saved: { title: "Saved successfully!", description: "Voice prompt saved to My Prompts. +15 min saved!" },
} as const;

/** A voice prompt's default title, and the one a new result gets: 'Voice Prompt – {date time}'. */
export const DEFAULT_VOICE_PROMPT_TITLE = "Voice Prompt";
export const voicePromptTitle = (createdAt: Date, locale?: string) =>
  `${DEFAULT_VOICE_PROMPT_TITLE} – ${createdAt.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}`;

/** `POST /api/functions/perfect-prompt`: the spec's body. */
export const perfectPromptSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "prompt is required")
    .max(limits.defaultTextMaxLength, `prompt must be at most ${limits.defaultTextMaxLength} characters`)
    .meta({ description: "The rough request to turn into a polished prompt." }),
});
export type PerfectPromptInput = z.input<typeof perfectPromptSchema>;

/** The spec's `{ perfected }`, plus which engine wrote it, so the UI can say so. */
export const perfectPromptResponseSchema = z.object({
  perfected: z.string().meta({ description: "The refined prompt." }),
  engine: z
    .string()
    .meta({ description: "Which engine wrote it: the configured model or the built-in offline composer." }),
});
export type PerfectPromptResponse = z.infer<typeof perfectPromptResponseSchema>;

/** `POST /api/functions/transcribe` (multipart field `audio`) answers `{ text }`. */
export const TRANSCRIBE_AUDIO_FIELD = "audio";
export const transcribeFormSchema = z.object({
  [TRANSCRIBE_AUDIO_FIELD]: z.file({ error: voiceMessages.noAudio }),
});
export const transcribeResponseSchema = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/**
 * `GET /api/functions/transcribe`: whether the server can turn a recording into text, asked
 * before recording so the dialog never records what nothing can transcribe. `setupHint` says how
 * to turn transcription on, and is given to administrators only.
 */
export const transcriptionCapabilitySchema = z.object({
  canTranscribe: z.boolean().meta({ description: "Whether POST /api/functions/transcribe can transcribe audio." }),
  setupHint: z
    .string()
    .nullable()
    .meta({ description: "For administrators, when transcription is off: how to turn it on. Null otherwise." }),
});
export type TranscriptionCapability = z.infer<typeof transcriptionCapabilitySchema>;

/** What members read when neither their browser nor the server can turn speech into text. */
export const voiceFallbackMessages = {
  unavailable: "Voice input isn't available here right now, so type your task instead.",
  serverUnavailable: "Voice transcription isn't available right now. Please type your task instead.",
  typeInstead: "Type instead",
  typedLabel: "Your task",
  refine: "Write my prompt",
} as const;

/** Where an administrator reads how to turn transcription on. */
export const transcriptionSetupHint =
  "Voice transcription is off on this server. Install pocketsphinx and pocketsphinx-en-us (the Docker image ships them) or set AI_API_KEY for an OpenAI-compatible transcription service, then restart.";

/** What the voice dialog produced: shown for editing, then copied or saved. */
export type VoiceResult = {
  /** The text that was refined (at most the text limit). */
  transcript: string;
  /** What recognition or transcription returned, before trimming and cutting. */
  rawTranscript: string;
  polishedPrompt: string;
  title: string;
  /** Which engine wrote the prompt, e.g. "Built-in offline composer". */
  engine: string;
};
