import { voiceFallbackMessages, voiceMessages, voiceRules, type VoiceResult } from "@promptloom/contracts/voice";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";

import { startAudioRecording, type AudioRecording } from "../../entities/dictation/audio-recorder.ts";
import { startSpeechRecognition, type RecognitionSession } from "../../entities/dictation/speech-recognition.ts";
import { transcribeAudio } from "../../entities/dictation/transcribe-audio.ts";
import { canHearSpeech, findSpeechRoute, type SpeechRoute } from "../../entities/dictation/transcription-capability.ts";
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
  route: SpeechRoute | null;
};

const newSession = (): Session => ({
  recording: null,
  recognition: null,
  silenceTimer: null,
  controller: new AbortController(),
  transcript: "",
  isStopping: false,
  route: null,
});

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
 * The voice capture flow. Before recording it decides what can turn speech into text (the
 * browser's recognition, then the server's transcription); when nothing can, the member types
 * instead. Listening stops on request or after 15 s without new speech, then processing runs
 * once: transcribe if needed, refine, show the result. Typed text takes the same refine → result.
 */
export const useVoiceCapture = () => {
  const [state, dispatch] = useReducer(reduceVoiceCapture, initialVoiceCaptureState);
  const [canUseVoice, setCanUseVoice] = useState(true);
  const session = useRef<Session | null>(null);
  const queryClient = useQueryClient();

  const endSession = useCallback((current: Session) => {
    if (current.silenceTimer) clearTimeout(current.silenceTimer);
    current.silenceTimer = null;
    if (session.current === current) session.current = null;
  }, []);

  /** Refines the text (heard or typed) and shows the result, or says why it could not. */
  const finish = useCallback(
    async (current: Session, work: () => Promise<VoiceResult>) => {
      try {
        const result = await work();
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
    },
    [endSession],
  );

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current || current.isStopping) return;
    current.isStopping = true;
    if (current.silenceTimer) clearTimeout(current.silenceTimer);
    await current.recognition?.stop();
    if (current.controller.signal.aborted) return;
    dispatch({ type: "stop" });
    const recorded = current.recording?.stop() ?? Promise.resolve(new Blob([]));
    await finish(current, () =>
      processVoiceInput({
        transcript: current.transcript,
        getRecording: () => recorded,
        canTranscribe: current.route?.canTranscribe ?? true,
        signal: current.controller.signal,
        onTranscribed: (text) => dispatch({ type: "transcribed", text }),
        transcribe: transcribeAudio,
        perfect: perfectPrompt,
      }),
    );
  }, [finish]);

  /** Drops whatever is under way (recording, recognition, requests); aborted work reports nothing. */
  const abandon = useCallback(() => {
    const current = session.current;
    if (!current) return;
    current.controller.abort();
    current.recognition?.abort();
    current.recording?.cancel();
    endSession(current);
  }, [endSession]);

  /** Switches to the text field; `notice` says why voice is not offered, null when chosen. */
  const typeInstead = useCallback(
    (notice: string | null = null) => {
      abandon();
      dispatch({ type: "typeInstead", notice });
    },
    [abandon],
  );

  /** Nothing can hear the member here: voice is not offered again while the dialog is open. */
  const offerTypingOnly = useCallback(
    (route: SpeechRoute) => {
      setCanUseVoice(false);
      // Administrators also read how to turn transcription on.
      typeInstead([voiceFallbackMessages.unavailable, route.setupHint].filter(Boolean).join(" "));
    },
    [typeInstead],
  );

  const armSilenceTimer = useCallback(
    (current: Session) => {
      if (current.silenceTimer) clearTimeout(current.silenceTimer);
      current.silenceTimer = setTimeout(() => void stop(), voiceRules.silenceTimeoutMs);
    },
    [stop],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    const current = newSession();
    session.current = current;
    const route = await findSpeechRoute(queryClient);
    if (current.controller.signal.aborted || session.current !== current) return;
    current.route = route;
    if (!canHearSpeech(route)) {
      offerTypingOnly(route);
      return;
    }
    dispatch({ type: "start", isRecognitionAvailable: true });
    // A recording is only worth making when the server can transcribe it.
    if (route.canTranscribe) {
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
    }
    const recognitionUnavailable = () => {
      if (route.canTranscribe) dispatch({ type: "recognitionUnavailable" });
      else if (session.current === current) offerTypingOnly(route);
    };
    current.recognition = startSpeechRecognition({
      onText: (final, interim) => {
        if (current.isStopping) return;
        current.transcript = cutTranscript(final);
        dispatch({ type: "recognized", final, interim });
        armSilenceTimer(current);
      },
      onUnavailable: recognitionUnavailable,
    });
    if (!current.recognition) recognitionUnavailable();
    if (session.current === current) armSilenceTimer(current);
  }, [armSilenceTimer, endSession, offerTypingOnly, queryClient]);

  /** Typed text takes the voice flow's way: the same limit, refine and result. */
  const submitTyped = useCallback(
    async (text: string) => {
      if (session.current) return;
      const current = newSession();
      session.current = current;
      dispatch({ type: "submitTyped", text });
      await finish(current, () =>
        processVoiceInput({
          transcript: text,
          getRecording: () => Promise.resolve(new Blob([])),
          canTranscribe: false,
          signal: current.controller.signal,
          onTranscribed: () => undefined,
          transcribe: transcribeAudio,
          perfect: perfectPrompt,
        }),
      );
    },
    [finish],
  );

  /** Resets everything and abandons whatever is under way; aborted work reports nothing. */
  const clear = useCallback(() => {
    abandon();
    dispatch({ type: "reset" });
  }, [abandon]);

  useEffect(() => () => clear(), [clear]);

  return { state, canUseVoice, start, stop, clear, typeInstead, submitTyped };
};
