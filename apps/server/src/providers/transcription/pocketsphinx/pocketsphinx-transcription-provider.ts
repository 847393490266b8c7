import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { voiceMessages } from "@promptloom/contracts/voice";

import { AiError } from "../../ai/ai-error.ts";
import { decodeSpeechAudio } from "../audio/decode-speech-audio.ts";
import { speechSampleRate } from "../audio/to-mono-16k.ts";
import { writeWav } from "../audio/write-wav.ts";
import type { TranscriptionProvider } from "../transcription-provider.ts";
import type { PocketsphinxInstall } from "./find-pocketsphinx.ts";
import { runPocketsphinx } from "./run-pocketsphinx.ts";

/** Recognition runs at a fraction of real time; this bound only stops a stuck process. */
const minimumRunMs = 60_000;

/**
 * Offline transcription with CMU pocketsphinx (US English): the recording is decoded to 16 kHz
 * mono, written to a temporary WAV file under `scratchRoot` (the system's temporary directory
 * unless given), recognised, and the file removed.
 */
export const createPocketsphinxTranscriptionProvider = (
  install: PocketsphinxInstall,
  { scratchRoot = tmpdir() }: { scratchRoot?: string } = {},
): TranscriptionProvider => ({
  name: "pocketsphinx",
  transcribe: async (audio, { signal } = {}) => {
    if (audio.data.byteLength === 0) throw new AiError("empty_input", voiceMessages.noAudio);
    const samples = await decodeSpeechAudio(audio.data);
    if (samples.length === 0) throw new AiError("empty_input", voiceMessages.noAudio);
    if (signal?.aborted) throw new AiError("aborted");

    const directory = await mkdtemp(join(scratchRoot, "promptloom-speech-"));
    try {
      const wavPath = join(directory, "speech.wav");
      await writeFile(wavPath, writeWav(samples, speechSampleRate));
      const durationMs = (samples.length / speechSampleRate) * 1000;
      const text = await runPocketsphinx(install, wavPath, {
        signal,
        timeoutMs: Math.max(minimumRunMs, durationMs * 3),
      });
      return { text };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  },
});
