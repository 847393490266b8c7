import { voiceMessages } from "@promptloom/contracts/voice";
import { describe, expect, it } from "vitest";

import { processVoiceInput, VoiceInputError, type VoiceInput } from "./process-voice-input.ts";

const at = new Date("2026-03-04T05:06:00Z");

/** A run with recording, transcriber and writer that report how they were used. */
const setUp = (overrides: Partial<VoiceInput> & { transcription?: string; recording?: Blob } = {}) => {
  const calls = { recording: 0, transcribed: [] as string[], perfected: [] as string[], shown: [] as string[] };
  const input: VoiceInput = {
    transcript: "",
    signal: new AbortController().signal,
    getRecording: () => {
      calls.recording += 1;
      return Promise.resolve(overrides.recording ?? new Blob(["audio"], { type: "audio/wav" }));
    },
    onTranscribed: (text) => calls.shown.push(text),
    transcribe: (audio) => {
      calls.transcribed.push(audio.type);
      return Promise.resolve(overrides.transcription ?? " write a limerick about cats ");
    },
    perfect: (prompt) => {
      calls.perfected.push(prompt);
      return Promise.resolve({ perfected: `Polished: ${prompt}`, engine: "Built-in composer" });
    },
    now: () => at,
    ...overrides,
  };
  return { input, calls };
};

describe("processVoiceInput", () => {
  it("refines recognised text without touching the recording", async () => {
    const { input, calls } = setUp({ transcript: "plan a birthday party" });
    const result = await processVoiceInput(input);
    expect(calls.recording).toBe(0);
    expect(calls.perfected).toEqual(["plan a birthday party"]);
    expect(result).toMatchObject({
      transcript: "plan a birthday party",
      polishedPrompt: "Polished: plan a birthday party",
      engine: "Built-in composer",
    });
    expect(result.title).toMatch(/^Voice Prompt – .*2026/);
  });

  it("transcribes the recording when fewer than five characters were recognised", async () => {
    const { input, calls } = setUp({ transcript: "plan" });
    const result = await processVoiceInput(input);
    expect(calls.transcribed).toEqual(["audio/wav"]);
    expect(calls.shown).toEqual(["write a limerick about cats"]);
    expect(calls.perfected).toEqual(["write a limerick about cats"]);
    expect(result.rawTranscript).toBe(" write a limerick about cats ");
  });

  it("refuses an empty recording and one over 25 MB before sending it", async () => {
    const empty = setUp({ recording: new Blob([]) });
    await expect(processVoiceInput(empty.input)).rejects.toThrow(voiceMessages.noAudio);
    const huge = setUp({ recording: new Blob([new Uint8Array(25 * 1024 * 1024 + 1)]) });
    await expect(processVoiceInput(huge.input)).rejects.toThrow(voiceMessages.audioTooLarge);
    expect([...empty.calls.transcribed, ...huge.calls.transcribed]).toEqual([]);
  });

  it("sends nothing when the transcription is over 400 characters", async () => {
    const { input, calls } = setUp({ transcription: "x".repeat(401) });
    const error = await processVoiceInput(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VoiceInputError);
    expect(error).toMatchObject({ kind: "too-long", transcript: "x".repeat(401) });
    expect(calls.perfected).toEqual([]);
  });

  it("reports silence as no speech", async () => {
    const { input, calls } = setUp({ transcription: "   " });
    await expect(processVoiceInput(input)).rejects.toMatchObject({ kind: "no-speech" });
    expect(calls.perfected).toEqual([]);
  });

  it("stops when aborted while the recording is being collected", async () => {
    const controller = new AbortController();
    const { input, calls } = setUp({
      signal: controller.signal,
      getRecording: () => {
        controller.abort();
        return Promise.resolve(new Blob(["audio"]));
      },
    });
    await expect(processVoiceInput(input)).rejects.toMatchObject({ name: "AbortError" });
    expect(calls.transcribed).toEqual([]);
  });
});
