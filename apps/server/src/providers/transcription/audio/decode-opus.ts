import { OpusDecoder } from "opus-decoder";

import type { OpusStream } from "./opus-stream.ts";
import { speechSampleRate } from "./to-mono-16k.ts";

/** Decodes Opus packets straight to 16 kHz (libopus resamples internally), mixed down to mono. */
export const decodeOpus = async (stream: OpusStream): Promise<Float32Array> => {
  const decoder = new OpusDecoder({ channels: stream.channels, preSkip: stream.preSkip, sampleRate: speechSampleRate });
  await decoder.ready;
  try {
    const { channelData, samplesDecoded } = decoder.decodeFrames(stream.packets);
    const mono = new Float32Array(samplesDecoded);
    for (const channel of channelData) {
      for (let index = 0; index < samplesDecoded; index++) mono[index]! += channel[index]! / channelData.length;
    }
    return mono;
  } finally {
    decoder.free();
  }
};
