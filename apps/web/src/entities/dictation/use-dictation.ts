import { voiceFallbackMessages, voiceMessages, voiceRules } from "@promptloom/contracts/voice";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import { isAbortError } from "../../lib/is-abort-error.ts";
import { toast } from "../../lib/toast.ts";
import { startAudioRecording, type AudioRecording } from "./audio-recorder.ts";
import { startSpeechRecognition, type RecognitionSession } from "./speech-recognition.ts";
import { transcribeAudio } from "./transcribe-audio.ts";
import { canHearSpeech, findSpeechRoute } from "./transcription-capability.ts";

export type DictationStatus = "idle" | "listening" | "transcribing";

type Session = {
  recording: AudioRecording | null;
  recognition: RecognitionSession | null;
  heard: string;
  controller: AbortController;
  silenceTimer: ReturnType<typeof setTimeout> | null;
  canTranscribe: boolean;
};

/** Nothing here can turn speech into text: the member is told, in plain words, to type. */
const sayVoiceUnavailable = () => toast({ title: voiceFallbackMessages.unavailable });

/**
 * Dictation into a text field, with the voice flow's pieces: speech recognition alongside a
 * recording, stopped on request or after 15 s without new speech; when recognition heard too
 * little (or is unavailable), the recording is transcribed. What can transcribe is decided before
 * recording; when nothing can, the member is told to type. `onText` receives what was said.
 */
export const useDictation = (onText: (text: string) => void) => {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DictationStatus>("idle");
  const [interim, setInterim] = useState("");
  const session = useRef<Session | null>(null);

  const finish = useCallback(async () => {
    const current = session.current;
    if (!current || current.controller.signal.aborted) return;
    session.current = null;
    if (current.silenceTimer) clearTimeout(current.silenceTimer);
    await current.recognition?.stop();
    const audio = (await current.recording?.stop()) ?? new Blob([]);
    setInterim("");
    let text = current.heard.trim();
    try {
      if (text.length < voiceRules.minTranscriptLength && audio.size > 0 && current.canTranscribe) {
        setStatus("transcribing");
        text = (await transcribeAudio(audio, current.controller.signal)).trim();
      }
      if (text) onText(text);
      else toast({ title: voiceMessages.noSpeech.title, description: voiceMessages.noSpeech.description });
    } catch (error) {
      if (!isAbortError(error)) {
        const message = error instanceof Error ? error.message : voiceMessages.processingFailed;
        toast({ title: voiceMessages.processingError, description: message, variant: "destructive" });
      }
    } finally {
      setStatus("idle");
    }
  }, [onText]);

  const start = useCallback(async () => {
    if (session.current) return;
    const current: Session = {
      recording: null,
      recognition: null,
      heard: "",
      controller: new AbortController(),
      silenceTimer: null,
      canTranscribe: true,
    };
    session.current = current;
    setStatus("listening");
    const route = await findSpeechRoute(queryClient);
    if (session.current !== current || current.controller.signal.aborted) return;
    current.canTranscribe = route.canTranscribe;
    if (!canHearSpeech(route)) {
      session.current = null;
      setStatus("idle");
      sayVoiceUnavailable();
      return;
    }
    const armSilence = () => {
      if (current.silenceTimer) clearTimeout(current.silenceTimer);
      current.silenceTimer = setTimeout(() => void finish(), voiceRules.silenceTimeoutMs);
    };
    // A recording is only worth making when the server can transcribe it.
    if (route.canTranscribe) {
      try {
        current.recording = await startAudioRecording();
      } catch {
        session.current = null;
        setStatus("idle");
        toast({ ...voiceMessages.microphoneError, variant: "destructive" });
        return;
      }
    }
    const giveUp = () => {
      if (route.canTranscribe || session.current !== current) return;
      session.current = null;
      if (current.silenceTimer) clearTimeout(current.silenceTimer);
      current.recognition?.abort();
      setInterim("");
      setStatus("idle");
      sayVoiceUnavailable();
    };
    current.recognition = startSpeechRecognition({
      onText: (final, heardSoFar) => {
        current.heard = final;
        setInterim(`${final} ${heardSoFar}`.trim());
        armSilence();
      },
      onUnavailable: giveUp,
    });
    if (!current.recognition) giveUp();
    if (session.current === current) armSilence();
  }, [finish, queryClient]);

  // Leaving the screen stops the microphone and drops the work under way.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.controller.abort();
      if (current.silenceTimer) clearTimeout(current.silenceTimer);
      current.recognition?.abort();
      current.recording?.cancel();
    },
    [],
  );

  return { status, interim, start, stop: finish };
};
