import { voiceRules } from "@promptloom/contracts/voice";

/** Formats the server accepts, in order of preference; browsers support different ones. */
const preferredTypes = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm"];

const pickMimeType = () => preferredTypes.find((type) => MediaRecorder.isTypeSupported(type)) ?? "";

export type AudioRecording = {
  /** Stops recording and resolves with everything recorded (possibly empty). */
  stop: () => Promise<Blob>;
  /** Stops and throws the audio away. */
  cancel: () => void;
};

/** Thrown when the browser will not hand over the microphone (denied, missing or busy). */
export class MicrophoneUnavailableError extends Error {
  override name = "MicrophoneUnavailableError";
}

/**
 * Asks for the microphone and records it in one-second chunks, so a long recording never sits in
 * one growing buffer. The microphone is released when recording ends.
 */
export const startAudioRecording = async (): Promise<AudioRecording> => {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneUnavailableError("The microphone could not be opened", { cause: error });
  }
  const mimeType = pickMimeType();
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  recorder.start(voiceRules.recordingChunkMs);
  let settle: ((recording: Blob) => void) | null = null;

  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        settle = resolve;
        const finish = () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/webm" }));
        };
        if (recorder.state === "inactive") return finish();
        recorder.onstop = finish;
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      if (recorder.state !== "inactive") recorder.stop();
      release();
      // A stop still waiting gets nothing.
      settle?.(new Blob([]));
    },
  };
};
