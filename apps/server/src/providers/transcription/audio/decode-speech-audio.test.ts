import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { AiError } from "../../ai/ai-error.ts";
import { decodeSpeechAudio, offlineFormatsMessage } from "./decode-speech-audio.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../testing/fixtures/${name}`, import.meta.url)));

/** Loudness per 50 ms window: recordings of the same speech have the same shape. */
const envelope = (samples: Float32Array) => {
  const window = 800;
  return Array.from({ length: Math.floor(samples.length / window) }, (_, index) => {
    let sum = 0;
    for (let position = index * window; position < (index + 1) * window; position++) sum += samples[position]! ** 2;
    return Math.sqrt(sum / window);
  });
};

const correlation = (a: number[], b: number[]) => {
  const length = Math.min(a.length, b.length);
  const mean = (values: number[]) => values.slice(0, length).reduce((sum, value) => sum + value, 0) / length;
  const [meanA, meanB] = [mean(a), mean(b)];
  let [covariance, varianceA, varianceB] = [0, 0, 0];
  for (let index = 0; index < length; index++) {
    covariance += (a[index]! - meanA) * (b[index]! - meanB);
    varianceA += (a[index]! - meanA) ** 2;
    varianceB += (b[index]! - meanB) ** 2;
  }
  return covariance / Math.sqrt(varianceA * varianceB);
};

/** A WAV file in any PCM layout, for formats no fixture covers. */
const buildWav = (options: { sampleRate: number; channels: number[][]; bits: 8 | 16 | 24 | 32; float?: boolean }) => {
  const frames = options.channels[0]!.length;
  const bytesPerSample = options.bits / 8;
  const dataSize = frames * options.channels.length * bytesPerSample;
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  view.setUint32(4, 36 + dataSize, true);
  bytes.set(new TextEncoder().encode("WAVEfmt "), 8);
  view.setUint32(16, 16, true);
  view.setUint16(20, options.float ? 3 : 1, true);
  view.setUint16(22, options.channels.length, true);
  view.setUint32(24, options.sampleRate, true);
  view.setUint32(28, options.sampleRate * options.channels.length * bytesPerSample, true);
  view.setUint16(32, options.channels.length * bytesPerSample, true);
  view.setUint16(34, options.bits, true);
  bytes.set(new TextEncoder().encode("data"), 36);
  view.setUint32(40, dataSize, true);
  for (let frame = 0; frame < frames; frame++) {
    options.channels.forEach((channel, index) => {
      const offset = 44 + (frame * options.channels.length + index) * bytesPerSample;
      const sample = channel[frame]!;
      if (options.float) view.setFloat32(offset, sample, true);
      else if (options.bits === 8) view.setUint8(offset, Math.round(sample * 127) + 128);
      else if (options.bits === 16) view.setInt16(offset, Math.round(sample * 32_767), true);
      else if (options.bits === 24) {
        const value = Math.round(sample * 8_388_607);
        view.setUint8(offset, value & 0xff);
        view.setUint8(offset + 1, (value >> 8) & 0xff);
        view.setInt8(offset + 2, value >> 16);
      } else view.setInt32(offset, Math.round(sample * 2_147_483_647), true);
    });
  }
  return bytes;
};

const sine = (frequency: number, sampleRate: number, seconds: number) =>
  Array.from(
    { length: sampleRate * seconds },
    (_, index) => 0.5 * Math.sin((2 * Math.PI * frequency * index) / sampleRate),
  );

const zeroCrossingsPerSecond = (samples: Float32Array) => {
  let crossings = 0;
  for (let index = 1; index < samples.length; index++) if (samples[index - 1]! < 0 !== samples[index]! < 0) crossings++;
  return crossings / (samples.length / 16_000);
};

const refusalOf = async (data: Uint8Array) => {
  const error = await decodeSpeechAudio(data).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
};

/** The samples of the 16 kHz mono WAV the two Opus recordings were made from, read directly. */
const originalSamples = () => {
  const wav = fixture("speech-16k.wav");
  const view = new DataView(wav.buffer, wav.byteOffset);
  return Float32Array.from(
    { length: (wav.length - 44) / 2 },
    (_, index) => view.getInt16(44 + index * 2, true) / 32_768,
  );
};
const reference = envelope(originalSamples());

describe("decodeSpeechAudio", () => {
  it("reads a 16 kHz mono WAV as it is", async () => {
    const samples = await decodeSpeechAudio(fixture("speech-16k.wav"));
    expect(samples.length).toBe(59_621);
    expect(correlation(envelope(samples), reference)).toBeGreaterThan(0.99);
  });

  it.each([
    ["a Chromium MediaRecorder WebM/Opus recording", "speech-chromium.webm"],
    ["an Ogg/Opus recording", "speech-opusenc.ogg"],
  ])("decodes %s to the same speech at 16 kHz", async (_label, name) => {
    const samples = await decodeSpeechAudio(fixture(name));
    expect(samples.length / 16_000).toBeCloseTo(3.72, 1);
    expect(correlation(envelope(samples), reference)).toBeGreaterThan(0.9);
  });

  it("decodes the part of a WebM recording that arrived before it was cut off", async () => {
    const whole = fixture("speech-chromium.webm");
    const samples = await decodeSpeechAudio(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(samples.length / 16_000).toBeGreaterThan(1);
    expect(samples.length / 16_000).toBeLessThan(3);
  });

  it.each([
    [48_000, 16, false],
    [44_100, 24, false],
    [22_050, 8, false],
    [8_000, 32, false],
    [48_000, 32, true],
  ] as const)("resamples a %i Hz %i-bit stereo WAV (float: %s) to 16 kHz mono", async (sampleRate, bits, float) => {
    const tone = sine(440, sampleRate, 1);
    const samples = await decodeSpeechAudio(
      buildWav({ sampleRate, bits, float, channels: [tone, tone.map((value) => value * 0.5)] }),
    );
    expect(samples.length).toBeGreaterThanOrEqual(15_999);
    expect(samples.length).toBeLessThanOrEqual(16_000);
    expect(zeroCrossingsPerSecond(samples)).toBeGreaterThan(870);
    expect(zeroCrossingsPerSecond(samples)).toBeLessThan(890);
    expect(Math.max(...samples)).toBeCloseTo(0.375, 1);
  });

  it.each([
    ["MP4/AAC (Safari)", [0, 0, 0, 0x20, ...new TextEncoder().encode("ftypM4A "), ...new Uint8Array(64)]],
    ["MP3", [...new TextEncoder().encode("ID3"), ...new Uint8Array(64)]],
    ["unknown bytes", [...new TextEncoder().encode("hello, this is not audio")]],
  ])("refuses %s with a clear message", async (_label, bytes) => {
    const error = await refusalOf(new Uint8Array(bytes));
    expect(error.code).toBe("unsupported_format");
    expect(error.message).toBe(offlineFormatsMessage);
    expect(error.message).toMatch(/^This audio format can't be transcribed offline\./);
  });

  it("refuses a recording longer than ten minutes before decoding it", async () => {
    const silence = new Array<number>(8_000 * 601).fill(0);
    const error = await refusalOf(buildWav({ sampleRate: 8_000, bits: 8, channels: [silence] }));
    expect(error.code).toBe("too_long");
  });

  it("turns a damaged file into a typed error instead of a crash", async () => {
    const ogg = fixture("speech-opusenc.ogg").slice(0, 200);
    // A page that claims more segments than the file holds, with an OpusHead cut short.
    ogg.fill(0xff, 26, 200);
    const error = await refusalOf(ogg);
    expect(error.code).toBe("unsupported_format");
  });

  it("refuses a WebM file whose audio is not Opus", async () => {
    const webm = fixture("speech-chromium.webm").slice();
    const codec = Buffer.from(webm).indexOf("A_OPUS");
    webm.set(new TextEncoder().encode("A_VORB"), codec);
    expect((await refusalOf(webm)).code).toBe("unsupported_format");
  });
});
