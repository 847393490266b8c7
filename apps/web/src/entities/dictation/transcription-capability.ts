import { queryOptions, type QueryClient } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../lib/api-client.ts";
import { hasSpeechRecognition } from "./speech-recognition.ts";

/** Whether the server can turn a recording into text (and, for administrators, how to turn it on). */
export const transcriptionCapabilityQueryOptions = queryOptions({
  queryKey: ["voice", "transcription-capability"],
  queryFn: ({ signal }) => unwrap(api.functions.transcribe.$get({}, withSignal(signal))),
});

/** What can turn speech into text here, decided before anything is recorded. */
export type SpeechRoute = {
  /** The browser's own speech recognition exists (it may still fail once started). */
  hasRecognition: boolean;
  /** The server transcribes recordings. */
  canTranscribe: boolean;
  /** How to turn transcription on; the server gives it to administrators only. */
  setupHint: string | null;
};

/**
 * Asks the browser and the server what can transcribe. If the server cannot be asked, it is
 * assumed able: its answer to the recording then says what went wrong.
 */
export const findSpeechRoute = async (queryClient: QueryClient): Promise<SpeechRoute> => {
  const hasRecognition = hasSpeechRecognition();
  const capability = await queryClient
    .fetchQuery(transcriptionCapabilityQueryOptions)
    .catch(() => ({ canTranscribe: true, setupHint: null }));
  return { hasRecognition, canTranscribe: capability.canTranscribe, setupHint: capability.setupHint };
};

/** Neither the browser nor the server can hear anything: the member types instead. */
export const canHearSpeech = (route: SpeechRoute) => route.hasRecognition || route.canTranscribe;
