/** Decoded audio: one Float32Array of samples in [-1, 1] per channel. */
export type PcmAudio = {
  sampleRate: number;
  channels: Float32Array[];
};
