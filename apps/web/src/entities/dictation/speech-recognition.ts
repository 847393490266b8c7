import { voiceRules } from "@promptloom/contracts/voice";

/** The part of the Web Speech API used here; TypeScript's DOM types leave the recogniser out. */
type Recognizer = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognizerConstructor = new () => Recognizer;

const findRecognizer = (): RecognizerConstructor | null => {
  const scope = window as unknown as Record<string, RecognizerConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
};

/** Errors after which the recogniser will not hear anything; the recording carries on alone. */
const fatalErrors = new Set([
  "not-allowed",
  "service-not-allowed",
  "audio-capture",
  "language-not-supported",
  "network",
]);

/** The most confident of a result's alternatives. */
const bestAlternative = (result: SpeechRecognitionResult) => {
  let best = result[0];
  for (let index = 1; index < result.length; index += 1) {
    const candidate = result[index];
    if (candidate && best && candidate.confidence > best.confidence) best = candidate;
  }
  return best?.transcript ?? "";
};

/** Whether this browser has its own speech recognition (Web Speech API). */
export const hasSpeechRecognition = () => findRecognizer() !== null;

export type RecognitionSession = {
  /** Stops listening and resolves once the last words have been delivered. */
  stop: () => Promise<void>;
  abort: () => void;
};

/**
 * Continuous en-US recognition with interim text. Browsers end a session after a pause, so it is
 * restarted until stopped. `onUnavailable` reports that recognition cannot work here (headless
 * browsers answer `audio-capture`), after which nothing more is reported.
 */
export const startSpeechRecognition = (callbacks: {
  onText: (final: string, interim: string) => void;
  onUnavailable: (reason: string) => void;
}): RecognitionSession | null => {
  const Recognizer = findRecognizer();
  if (!Recognizer) return null;
  const recognizer = new Recognizer();
  recognizer.lang = voiceRules.recognitionLanguage;
  recognizer.continuous = true;
  recognizer.interimResults = true;
  recognizer.maxAlternatives = voiceRules.recognitionAlternatives;

  let finalText = "";
  let isStopping = false;
  let isDead = false;
  let ended: (() => void) | null = null;

  recognizer.onresult = (event) => {
    let interim = "";
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (!result) continue;
      if (result.isFinal) finalText = `${finalText} ${bestAlternative(result)}`.trim();
      else interim += bestAlternative(result);
    }
    callbacks.onText(finalText, interim.trim());
  };
  recognizer.onerror = (event) => {
    if (!fatalErrors.has(event.error) || isDead) return;
    isDead = true;
    callbacks.onUnavailable(event.error);
  };
  recognizer.onend = () => {
    if (isStopping || isDead) {
      ended?.();
      return;
    }
    try {
      recognizer.start();
    } catch {
      isDead = true;
    }
  };

  try {
    recognizer.start();
  } catch {
    return null;
  }

  return {
    stop: () => {
      if (isDead) return Promise.resolve();
      isStopping = true;
      return new Promise<void>((resolve) => {
        // Do not wait long for a recogniser that never says it ended.
        const timer = setTimeout(resolve, 1000);
        ended = () => {
          clearTimeout(timer);
          resolve();
        };
        recognizer.stop();
      });
    },
    abort: () => {
      isStopping = true;
      recognizer.abort();
    },
  };
};
