import type { PcmAudio } from "./pcm-audio.ts";

export const speechSampleRate = 16_000;

const mixDown = (channels: Float32Array[]) => {
  const [first] = channels;
  if (!first || channels.length === 1) return first ?? new Float32Array(0);
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let index = 0; index < mono.length; index++) mono[index]! += channel[index]! / channels.length;
  return mono;
};

/**
 * Mono at 16 kHz, what the speech models expect. Going down, each output sample averages the
 * input samples it covers (a box filter), which keeps higher frequencies from folding back into
 * the speech band; going up, samples are interpolated linearly.
 */
export const toMono16k = (audio: PcmAudio): Float32Array => {
  const mono = mixDown(audio.channels);
  if (audio.sampleRate === speechSampleRate) return mono;
  const ratio = audio.sampleRate / speechSampleRate;
  const output = new Float32Array(Math.floor(mono.length / ratio));
  for (let index = 0; index < output.length; index++) {
    const start = index * ratio;
    if (ratio <= 1) {
      const left = Math.floor(start);
      const fraction = start - left;
      output[index] = mono[left]! * (1 - fraction) + (mono[Math.min(left + 1, mono.length - 1)] ?? 0) * fraction;
      continue;
    }
    const from = Math.floor(start);
    const to = Math.min(mono.length, Math.floor(start + ratio));
    let sum = 0;
    for (let position = from; position < to; position++) sum += mono[position]!;
    output[index] = sum / Math.max(1, to - from);
  }
  return output;
};
