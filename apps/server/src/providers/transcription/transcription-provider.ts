export type AudioUpload = {
  data: Uint8Array;
  /** As declared by the browser, e.g. "audio/webm;codecs=opus". */
  mimeType: string;
  filename: string;
};

/** Speech to text for voice prompts, used when the browser's own recognition heard too little. */
export interface TranscriptionProvider {
  readonly name: "openai" | "pocketsphinx" | "none";
  /** Throws `AiError`; an empty `text` means no speech was recognised. */
  transcribe(audio: AudioUpload, options?: { signal?: AbortSignal }): Promise<{ text: string }>;
}
