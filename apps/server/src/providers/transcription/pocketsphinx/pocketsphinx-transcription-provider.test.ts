import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { findPocketsphinx } from "./find-pocketsphinx.ts";
import { createPocketsphinxTranscriptionProvider } from "./pocketsphinx-transcription-provider.ts";

const install = findPocketsphinx();
/** This file's own scratch root: other test files transcribe at the same time under the system's. */
const scratchRoot = mkdtempSync(join(tmpdir(), "promptloom-pocketsphinx-test-"));
const provider = install && createPocketsphinxTranscriptionProvider(install, { scratchRoot });

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../testing/fixtures/${name}`, import.meta.url)));
const spoken = "write an email to my team about the launch next friday".split(" ");

/** Share of the spoken words that were recognised, in any order: offline recognition is approximate. */
const recall = (text: string) => {
  const heard = new Set(text.toLowerCase().split(/\s+/));
  return spoken.filter((word) => heard.has(word)).length / spoken.length;
};

const leftoverTempDirectories = () => readdirSync(scratchRoot);

describe("pocketsphinx transcription", () => {
  afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));
  beforeEach((context) => {
    context.skip(!provider, "pocketsphinx is not installed (apt-get install pocketsphinx pocketsphinx-en-us)");
  });

  it.each([
    ["a 16 kHz WAV", "speech-16k.wav", "audio/wav"],
    ["a Chromium WebM/Opus recording", "speech-chromium.webm", "audio/webm;codecs=opus"],
    ["an Ogg/Opus recording", "speech-opusenc.ogg", "audio/ogg;codecs=opus"],
  ])("recognises most words of %s and leaves no temporary files", async (_label, name, mimeType) => {
    const started = performance.now();
    const { text } = await provider!.transcribe({ data: fixture(name), mimeType, filename: name });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.info(`pocketsphinx, ${name} (3.7 s of speech): "${text}" in ${seconds} s`);
    expect(recall(text)).toBeGreaterThanOrEqual(0.7);
    expect(leftoverTempDirectories()).toEqual([]);
  });

  it("refuses an empty upload with the spec's message", async () => {
    const error = await aiFailureOf(
      provider!.transcribe({ data: new Uint8Array(0), mimeType: "audio/webm", filename: "a.webm" }),
    );
    expect(error.code).toBe("empty_input");
    expect(error.message).toBe("No audio data recorded. Please try again.");
  });

  it("refuses Safari's MP4/AAC with a clear message", async () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode("ftypM4A "), ...new Uint8Array(64)]);
    const error = await aiFailureOf(provider!.transcribe({ data: mp4, mimeType: "audio/mp4", filename: "a.mp4" }));
    expect(error.code).toBe("unsupported_format");
    expect(error.message).toMatch(/^This audio format can't be transcribed offline\./);
  });

  it("stops the recogniser when the caller aborts, and cleans up", async () => {
    const controller = new AbortController();
    const pending = provider!.transcribe(
      { data: fixture("speech-16k.wav"), mimeType: "audio/wav", filename: "a.wav" },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 100);
    const error = await aiFailureOf(pending);
    expect(error.code).toBe("aborted");
    expect(leftoverTempDirectories()).toEqual([]);
  });
});
