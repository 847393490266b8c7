import { OpusDecoder } from "opus-decoder";

import { AiError } from "../../ai/ai-error.ts";
import type { OpusStream } from "./opus-stream.ts";
import { speechSampleRate } from "./to-mono-16k.ts";

/** Packets decoded per call: about 20 seconds of audio at the usual 20 ms per packet. */
const batchSize = 1000;

/**
 * Decodes Opus packets straight to 16 kHz (libopus resamples internally), mixed down to mono.
 * Works in batches so that a very long recording is refused before it fills memory.
 */
export const decodeOpus = async (stream: OpusStream, maxSeconds: number): Promise<Float32Array> => {
  const decoder = new OpusDecoder({ channels: stream.channels, preSkip: stream.preSkip, sampleRate: speechSampleRate });
  await decoder.ready;
  try {
    const pieces: Float32Array[] = [];
    let total = 0;
    for (let start = 0; start < stream.packets.length; start += batchSize) {
      const { channelData, samplesDecoded } = decoder.decodeFrames(stream.packets.slice(start, start + batchSize));
      total += samplesDecoded;
      if (total / speechSampleRate > maxSeconds) throw new AiError("too_long");
      const mono = new Float32Array(samplesDecoded);
      for (const channel of channelData) {
        for (let index = 0; index < samplesDecoded; index++) mono[index]! += channel[index]! / channelData.length;
      }
      pieces.push(mono);
    }
    const samples = new Float32Array(total);
    let offset = 0;
    for (const piece of pieces) {
      samples.set(piece, offset);
      offset += piece.length;
    }
    return samples;
  } finally {
    decoder.free();
  }
};
