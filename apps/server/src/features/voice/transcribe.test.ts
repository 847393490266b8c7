import { readFileSync } from "node:fs";

import { transcribeResponseSchema } from "@promptloom/contracts/voice";
import { describe, expect, it } from "vitest";

import { readEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createTranscriptionProvider } from "../../providers/transcription/create-transcription-provider.ts";
import { findPocketsphinx } from "../../providers/transcription/pocketsphinx/find-pocketsphinx.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectError } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";

const path = "/api/functions/transcribe";

const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url));

/** Posts a multipart form with `audio`, as the voice dialog does (with a file name the typed client cannot set). */
const upload = (client: TestClient, audio: Blob | null, filename = "recording.webm") => {
  const form = new FormData();
  if (audio) form.append("audio", audio, filename);
  return client.send("POST", path, { body: form });
};

const webm = () => new Blob([fixture("speech-chromium.webm")], { type: "audio/webm;codecs=opus" });
const logger = createLogger("silent");

describe("POST /api/functions/transcribe with an OpenAI-compatible service", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      transcription: createTranscriptionProvider(
        { choice: "openai", baseUrl: peer().baseUrl, apiKey: "sk-test", model: "whisper-test", timeoutMs: 5000 },
        logger,
      ),
    },
  }));

  it("sends the recording, named after its real format, and answers with the text", async () => {
    peer().script("transcriptions", { kind: "text", text: "write an email to my team" });
    const member = await testApp().as("paid");
    const response = await upload(member, webm(), "anything.bin");
    expect(expectBody(response, transcribeResponseSchema)).toEqual({ text: "write an email to my team" });
    const sent = peer().requests.find((request) => request.path === "/v1/audio/transcriptions");
    expect(sent?.form?.fields.model).toBe("whisper-test");
    expect(sent?.form?.file).toMatchObject({ field: "file", filename: "recording.webm", type: "audio/webm" });
    expect(sent?.form?.file?.data.byteLength).toBe(fixture("speech-chromium.webm").byteLength);
  });

  it("answers silence with empty text", async () => {
    peer().script("transcriptions", { kind: "text", text: "" });
    const member = await testApp().as("paid");
    expect(expectBody(await upload(member, webm()), transcribeResponseSchema)).toEqual({ text: "" });
  });

  it("refuses a missing or empty recording with the spec's message", async () => {
    const member = await testApp().as("paid");
    for (const audio of [null, new Blob([])]) {
      expect(expectError(await upload(member, audio), 400).message).toBe("No audio data recorded. Please try again.");
    }
    expect((await member.post(path, { audio: "base64" })).status).toBe(400);
    expect(peer().requests).toHaveLength(0);
  });

  it("refuses a file that is not audio", async () => {
    const member = await testApp().as("paid");
    const response = await upload(member, new Blob(["hello, this is text"], { type: "audio/webm" }));
    expect(expectError(response, 400).message).toBe("This file is not an audio recording. Please record again.");
    expect(peer().requests).toHaveLength(0);
  });

  it("refuses a recording over 25 MB with 413 and the spec's message", async () => {
    const member = await testApp().as("paid");
    const huge = new Blob([fixture("speech-chromium.webm"), new Uint8Array(25 * 1024 * 1024)], { type: "audio/webm" });
    const response = await upload(member, huge);
    expect(expectError(response, 413).message).toBe("Audio file too large. Please record shorter messages.");
    expect(peer().requests).toHaveLength(0);
  });

  it("accepts a recording of just under 25 MB", async () => {
    peer().script("transcriptions", { kind: "text", text: "long one" });
    const member = await testApp().as("paid");
    const recording = fixture("speech-chromium.webm");
    const padding = new Uint8Array(25 * 1024 * 1024 - recording.byteLength);
    const response = await upload(member, new Blob([recording, padding], { type: "audio/webm" }));
    expect(response.status).toBe(200);
  });

  it("passes on a failing service as unavailable", async () => {
    peer().script("transcriptions", { kind: "error", status: 500 }, { kind: "error", status: 500 });
    const member = await testApp().as("paid");
    expect(expectError(await upload(member, webm()), 503).message).toBe(
      "The AI service is unavailable right now. Please try again later.",
    );
  });

  it("is for paying members only, checked before the upload is read", async () => {
    await expectAccess(testApp(), (client) => upload(client, webm()), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});

describe("POST /api/functions/transcribe without a transcription engine", () => {
  const testApp = useTestApp();

  it("says that transcription is not configured and how to enable it", async () => {
    const member = await testApp().as("paid");
    expect(expectError(await upload(member, webm()), 503).message).toMatch(
      /^Voice transcription is not set up on this server\./,
    );
  });
});

// The optional pocketsphinx package: found as the app finds it (POCKETSPHINX_PREFIX hides it).
const pocketsphinxPrefix = readEnv().POCKETSPHINX_PREFIX;
const hasPocketsphinx = findPocketsphinx(pocketsphinxPrefix) !== null;

describe.runIf(hasPocketsphinx)("POST /api/functions/transcribe with offline pocketsphinx", () => {
  // A factory: the provider refuses to be built without pocketsphinx, and a skipped suite's
  // body is still run while the file is collected.
  const testApp = useTestApp(() => ({
    providers: {
      transcription: createTranscriptionProvider(
        {
          choice: "pocketsphinx",
          baseUrl: undefined,
          apiKey: undefined,
          model: "",
          timeoutMs: 60_000,
          pocketsphinxPrefix,
        },
        logger,
      ),
    },
  }));

  it("transcribes a recording made by Chromium's MediaRecorder", async () => {
    const member = await testApp().as("paid");
    const { text } = expectBody(await upload(member, webm()), transcribeResponseSchema);
    // Offline recognition is approximate: most of "write an email to my team about the launch next friday".
    const heard = new Set(text.toLowerCase().split(/\s+/));
    const words = ["write", "email", "team", "launch", "friday"];
    expect(words.filter((word) => heard.has(word)).length).toBeGreaterThanOrEqual(3);
  });
});
