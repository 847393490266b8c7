import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startSpeechRecognition } from "./speech-recognition.ts";

type Alternative = { transcript: string; confidence: number };
type Result = Alternative[] & { isFinal: boolean };

/** A stand-in for the browser's recogniser that a test drives by hand. */
class FakeRecognizer {
  static instances: FakeRecognizer[] = [];
  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  starts = 0;
  onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognizer.instances.push(this);
  }
  start() {
    this.starts += 1;
  }
  stop() {
    queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.onend?.();
  }
}

const result = (isFinal: boolean, ...alternatives: Alternative[]): Result =>
  Object.assign([...alternatives], { isFinal });

let heard: { final: string; interim: string }[];
let unavailable: string[];
const start = () =>
  startSpeechRecognition({
    onText: (final, interim) => heard.push({ final, interim }),
    onUnavailable: (reason) => unavailable.push(reason),
  });

beforeEach(() => {
  heard = [];
  unavailable = [];
  FakeRecognizer.instances = [];
  vi.stubGlobal("window", { webkitSpeechRecognition: FakeRecognizer });
});
// The page's own window comes back for the next file (the web suite's workers share it).
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startSpeechRecognition", () => {
  it("listens continuously in US English with interim text and three alternatives", () => {
    expect(start()).not.toBeNull();
    const recognizer = FakeRecognizer.instances[0];
    expect(recognizer).toMatchObject({ lang: "en-US", continuous: true, interimResults: true, maxAlternatives: 3 });
    expect(recognizer?.starts).toBe(1);
  });

  it("keeps final text, shows interim text, and takes the most confident alternative", () => {
    start();
    const recognizer = FakeRecognizer.instances[0]!;
    recognizer.onresult?.({ resultIndex: 0, results: [result(false, { transcript: "write a", confidence: 0.4 })] });
    recognizer.onresult?.({
      resultIndex: 0,
      results: [
        result(true, { transcript: "right a poem", confidence: 0.5 }, { transcript: "write a poem", confidence: 0.9 }),
        result(false, { transcript: "about", confidence: 0.3 }),
      ],
    });
    expect(heard).toEqual([
      { final: "", interim: "write a" },
      { final: "write a poem", interim: "about" },
    ]);
  });

  it("starts again when the browser ends a session on its own, keeping what it heard", () => {
    start();
    const recognizer = FakeRecognizer.instances[0]!;
    recognizer.onresult?.({ resultIndex: 0, results: [result(true, { transcript: "plan my week", confidence: 1 })] });
    recognizer.onend?.();
    expect(recognizer.starts).toBe(2);
    recognizer.onresult?.({ resultIndex: 0, results: [result(true, { transcript: "please", confidence: 1 })] });
    expect(heard.at(-1)).toEqual({ final: "plan my week please", interim: "" });
  });

  it("reports once that it cannot hear (headless browsers answer audio-capture) and stops restarting", () => {
    start();
    const recognizer = FakeRecognizer.instances[0]!;
    recognizer.onerror?.({ error: "audio-capture" });
    recognizer.onerror?.({ error: "audio-capture" });
    recognizer.onend?.();
    expect(unavailable).toEqual(["audio-capture"]);
    expect(recognizer.starts).toBe(1);
  });

  it("ignores a pause without speech", () => {
    start();
    FakeRecognizer.instances[0]!.onerror?.({ error: "no-speech" });
    expect(unavailable).toEqual([]);
  });

  it("stop resolves once the recogniser has ended", async () => {
    const session = start();
    await expect(session?.stop()).resolves.toBeUndefined();
    expect(FakeRecognizer.instances[0]?.starts).toBe(1);
  });

  it("is null where the browser has no recogniser", () => {
    vi.stubGlobal("window", {});
    expect(start()).toBeNull();
  });
});
