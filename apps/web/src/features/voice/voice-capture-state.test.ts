import type { VoiceResult } from "@promptloom/contracts/voice";
import { describe, expect, it } from "vitest";

import { initialVoiceCaptureState, reduceVoiceCapture, type VoiceCaptureAction } from "./voice-capture-state.ts";

const result: VoiceResult = {
  transcript: "write a haiku",
  rawTranscript: "write a haiku",
  polishedPrompt: "Write a haiku.",
  title: "Voice Prompt – now",
  engine: "Built-in composer",
};

const run = (...actions: VoiceCaptureAction[]) => actions.reduce(reduceVoiceCapture, initialVoiceCaptureState);

describe("reduceVoiceCapture", () => {
  it("goes idle → listening → processing → result", () => {
    const listening = run({ type: "start", isRecognitionAvailable: true });
    expect(listening).toMatchObject({ status: "listening", transcript: "", interim: "" });
    const heard = reduceVoiceCapture(listening, { type: "recognized", final: "write a", interim: " haiku" });
    expect(heard).toMatchObject({ transcript: "write a", interim: " haiku" });
    const processing = reduceVoiceCapture(heard, { type: "stop" });
    expect(processing).toEqual({ status: "processing", transcript: "write a" });
    expect(reduceVoiceCapture(processing, { type: "succeeded", result })).toEqual({
      status: "result",
      transcript: "write a haiku",
      result,
    });
  });

  it("processes once: a second stop changes nothing", () => {
    const processing = run({ type: "start", isRecognitionAvailable: true }, { type: "stop" });
    expect(reduceVoiceCapture(processing, { type: "stop" })).toBe(processing);
  });

  it("cuts recognised text to 400 characters", () => {
    const state = run(
      { type: "start", isRecognitionAvailable: true },
      { type: "recognized", final: "a".repeat(450), interim: "" },
    );
    expect(state.transcript).toHaveLength(400);
  });

  it("shows the transcription while processing, and returns to idle with it when nothing is sent", () => {
    const state = run(
      { type: "start", isRecognitionAvailable: false },
      { type: "stop" },
      { type: "transcribed", text: "b".repeat(420) },
    );
    expect(state.transcript).toHaveLength(420);
    expect(reduceVoiceCapture(state, { type: "rejected" })).toEqual({ status: "idle", transcript: "b".repeat(420) });
  });

  it("shows a failure, and reset clears everything from any state", () => {
    const failed = run(
      { type: "start", isRecognitionAvailable: true },
      { type: "stop" },
      { type: "failed", message: "boom" },
    );
    expect(failed).toMatchObject({ status: "error", message: "boom" });
    expect(reduceVoiceCapture(failed, { type: "reset" })).toEqual(initialVoiceCaptureState);
  });

  it("ignores late answers once cleared", () => {
    const cleared = run({ type: "start", isRecognitionAvailable: true }, { type: "stop" }, { type: "reset" });
    expect(reduceVoiceCapture(cleared, { type: "succeeded", result })).toBe(cleared);
    expect(reduceVoiceCapture(cleared, { type: "failed", message: "late" })).toBe(cleared);
  });

  it("types instead: the typed text goes through processing to the result, and a refusal returns to the field", () => {
    const typing = run({ type: "typeInstead", notice: "Voice is off." });
    expect(typing).toEqual({ status: "typing", transcript: "", notice: "Voice is off." });
    const processing = reduceVoiceCapture(typing, { type: "submitTyped", text: "write a haiku" });
    expect(processing).toMatchObject({ status: "processing", transcript: "write a haiku" });
    expect(reduceVoiceCapture(processing, { type: "succeeded", result })).toMatchObject({ status: "result" });
    expect(reduceVoiceCapture(processing, { type: "rejected" })).toEqual({
      status: "typing",
      transcript: "write a haiku",
      notice: "Voice is off.",
    });
  });

  it("keeps what was heard when switching to typing mid-listening, and never leaves a result for it", () => {
    const heard = run(
      { type: "start", isRecognitionAvailable: true },
      { type: "recognized", final: "write a", interim: "" },
      { type: "typeInstead", notice: null },
    );
    expect(heard).toEqual({ status: "typing", transcript: "write a", notice: null });
    const shown = run(
      { type: "typeInstead", notice: null },
      { type: "submitTyped", text: "x y z" },
      { type: "succeeded", result },
    );
    expect(reduceVoiceCapture(shown, { type: "typeInstead", notice: null })).toBe(shown);
  });
});
