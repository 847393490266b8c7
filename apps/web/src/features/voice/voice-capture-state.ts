import { voiceRules, type VoiceResult } from "@promptloom/contracts/voice";

/**
 * idle → listening → processing → result, or back to idle / error; `reset` from anywhere. Typing
 * is the other way in: typing → processing → result, the same refine and result as speech.
 */
export type VoiceCaptureState =
  | { status: "idle"; transcript: string }
  | { status: "listening"; transcript: string; interim: string; isRecognitionAvailable: boolean }
  /** `typed` is set when the text was typed: a refusal goes back to the text field, notice kept. */
  | { status: "processing"; transcript: string; typed?: { notice: string | null } }
  /** `notice` says why voice is not offered (null when the member chose to type). */
  | { status: "typing"; transcript: string; notice: string | null }
  | { status: "result"; transcript: string; result: VoiceResult }
  | { status: "error"; transcript: string; message: string };

export type VoiceCaptureAction =
  | { type: "start"; isRecognitionAvailable: boolean }
  | { type: "recognized"; final: string; interim: string }
  | { type: "recognitionUnavailable" }
  | { type: "stop" }
  | { type: "transcribed"; text: string }
  | { type: "succeeded"; result: VoiceResult }
  | { type: "rejected"; transcript?: string }
  | { type: "failed"; message: string }
  | { type: "typeInstead"; notice: string | null }
  | { type: "submitTyped"; text: string }
  | { type: "reset" };

export const initialVoiceCaptureState: VoiceCaptureState = { status: "idle", transcript: "" };

/** Recognition output is cut to the text limit; what was said is still shown by its length. */
export const cutTranscript = (text: string) => text.slice(0, voiceRules.textLimit);

export const isOverLimit = (text: string) => text.length > voiceRules.textLimit;

export const reduceVoiceCapture = (state: VoiceCaptureState, action: VoiceCaptureAction): VoiceCaptureState => {
  switch (action.type) {
    case "start":
      if (state.status === "listening" || state.status === "processing") return state;
      return {
        status: "listening",
        transcript: "",
        interim: "",
        isRecognitionAvailable: action.isRecognitionAvailable,
      };
    case "recognized":
      if (state.status !== "listening") return state;
      return { ...state, transcript: cutTranscript(action.final), interim: action.interim };
    case "recognitionUnavailable":
      if (state.status !== "listening") return state;
      return { ...state, isRecognitionAvailable: false, interim: "" };
    case "stop":
      // Processing runs once, however many times stop is asked for.
      if (state.status !== "listening") return state;
      return { status: "processing", transcript: state.transcript };
    case "transcribed":
      if (state.status !== "processing") return state;
      return { ...state, transcript: action.text };
    case "succeeded":
      if (state.status !== "processing") return state;
      return { status: "result", transcript: action.result.transcript, result: action.result };
    case "rejected":
      // Nothing was sent (e.g. the input is too long): back to idle, the text left on show.
      if (state.status !== "processing") return state;
      if (state.typed) return { status: "typing", transcript: state.transcript, notice: state.typed.notice };
      return { status: "idle", transcript: action.transcript ?? state.transcript };
    case "typeInstead":
      if (state.status === "processing" || state.status === "result") return state;
      return { status: "typing", transcript: state.transcript, notice: action.notice };
    case "submitTyped":
      if (state.status !== "typing") return state;
      return { status: "processing", transcript: action.text, typed: { notice: state.notice } };
    case "failed":
      if (state.status !== "processing") return state;
      return { status: "error", transcript: state.transcript, message: action.message };
    case "reset":
      return initialVoiceCaptureState;
  }
};
