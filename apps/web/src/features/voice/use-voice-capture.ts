import { voiceMessages, voiceRules } from "@promptloom/contracts/voice";
import { useCallback, useEffect, useReducer, useRef } from "react";

import { startAudioRecording, type AudioRecording } from "../../entities/dictation/audio-recorder.ts";
import { startSpeechRecognition, type RecognitionSession } from "../../entities/dictation/speech-recognition.ts";
import { transcribeAudio } from "../../entities/dictation/transcribe-audio.ts";
import { isAbortError } from "../../lib/is-abort-error.ts";
import { toast } from "../../lib/toast.ts";
import { perfectPrompt } from "./api/perfect-prompt.ts";
import { processVoiceInput, VoiceInputError } from "./process-voice-input.ts";
import { cutTranscript, initialVoiceCaptureState, reduceVoiceCapture } from "./voice-capture-state.ts";

/** What is running while the dialog listens or processes; all of it is dropped by `clear`. */
type Session = {
  recording: AudioRecording | null;
  recognition: RecognitionSession | null;
  silenceTimer: ReturnType<typeof setTimeout> | null;
  controller: AbortController;
  transcript: string;
  isStopping: boolean;
};

const showFailure = (error: unknown) => {
  if (error instanceof VoiceInputError && error.kind === "too-long") {
    toast({
      title: voiceMessages.inputTooLong.title,
      description: voiceMessages.inputTooLong.description(error.transcript.length),
      variant: "destructive",
    });
  } else if (error instanceof VoiceInputError) {
    toast({ title: voiceMessages.noSpeech.title, description: voiceMessages.noSpeech.description });
  } else {
    const message = error instanceof Error && error.message ? error.message : voiceMessages.processingFailed;
    toast({ title: voiceMessages.processingError, description: message, variant: "destructive" });
  }
};

/**
 * The voice capture flow: listen (speech recognition alongside a recording), stop on request or
 * after 15 s without new speech, then process once: transcribe if needed, refine, show the result.
 */
export const useVoiceCapture = () => {
  const [state, dispatch] = useReducer(reduceVoiceCapture, initialVoiceCaptureState);
  const session = useRef<Session | null>(null);

  const endSession = useCallback((current: Session) => {
    if (current.silenceTimer) clearTimeout(current.silenceTimer);
    current.silenceTimer = null;
    if (session.current === current) session.current = null;
  }, []);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current || current.isStopping) return;
    current.isStopping = true;
    if (current.silenceTimer) clearTimeout(current.silenceTimer);
    await current.recognition?.stop();
    if (current.controller.signal.aborted) return;
    dispatch({ type: "stop" });
    const recorded = current.recording?.stop() ?? Promise.resolve(new Blob([]));
    try {
      const result = await processVoiceInput({
        transcript: current.transcript,
        getRecording: () => recorded,
        signal: current.controller.signal,
        onTranscribed: (text) => dispatch({ type: "transcribed", text }),
        transcribe: transcribeAudio,
        perfect: perfectPrompt,
      });
      if (current.controller.signal.aborted) return;
      dispatch({ type: "succeeded", result });
      toast({
        title: voiceMessages.generated.title,
        description: voiceMessages.generated.description(result.title),
        variant: "success",
      });
    } catch (error) {
      // Cleared while working: say nothing.
      if (current.controller.signal.aborted || isAbortError(error)) return;
      showFailure(error);
      if (error instanceof VoiceInputError) dispatch({ type: "rejected", transcript: error.transcript });
      else
        dispatch({
          type: "failed",
          message: error instanceof Error ? error.message : voiceMessages.processingFailed,
        });
    } finally {
      endSession(current);
    }
  }, [endSession]);

  const armSilenceTimer = useCallback(
    (current: Session) => {
      if (current.silenceTimer) clearTimeout(current.silenceTimer);
      current.silenceTimer = setTimeout(() => void stop(), voiceRules.silenceTimeoutMs);
    },
    [stop],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    const current: Session = {
      recording: null,
      recognition: null,
      silenceTimer: null,
      controller: new AbortController(),
      transcript: "",
      isStopping: false,
    };
    session.current = current;
    dispatch({ type: "start", isRecognitionAvailable: true });
    try {
      current.recording = await startAudioRecording();
    } catch {
      endSession(current);
      dispatch({ type: "reset" });
      toast({ ...voiceMessages.microphoneError, variant: "destructive" });
      return;
    }
    if (current.controller.signal.aborted || current.isStopping) {
      current.recording.cancel();
      return;
    }
    current.recognition = startSpeechRecognition({
      onText: (final, interim) => {
        if (current.isStopping) return;
        current.transcript = cutTranscript(final);
        dispatch({ type: "recognized", final, interim });
        armSilenceTimer(current);
      },
      onUnavailable: () => dispatch({ type: "recognitionUnavailable" }),
    });
    if (!current.recognition) dispatch({ type: "recognitionUnavailable" });
    armSilenceTimer(current);
  }, [armSilenceTimer, endSession]);

  /** Resets everything and abandons whatever is under way; aborted work reports nothing. */
  const clear = useCallback(() => {
    const current = session.current;
    if (current) {
      current.controller.abort();
      current.recognition?.abort();
      current.recording?.cancel();
      endSession(current);
    }
    dispatch({ type: "reset" });
  }, [endSession]);

  useEffect(() => () => clear(), [clear]);

  return { state, start, stop, clear };
};
