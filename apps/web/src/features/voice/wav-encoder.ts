/** Speech engines work at 16 kHz mono; anything more only makes the upload bigger. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** 16-bit PCM WAV from mono samples in [-1, 1]. */
export const encodeWav = (samples: Float32Array, sampleRate: number): Blob => {
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(44 + dataSize);
  const view = new DataView(buffer);
  const writeText = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  writeText(0, "RIFF");
  view.setUint32(4, 36 + dataSize, true);
  writeText(8, "WAVE");
  writeText(12, "fmt ");
  view.setUint32(16, 16, true); // format chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * bytesPerSample, true); // byte rate
  view.setUint16(32, bytesPerSample, true); // block align
  view.setUint16(34, 8 * bytesPerSample, true); // bits per sample
  writeText(36, "data");
  view.setUint32(40, dataSize, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * bytesPerSample, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return new Blob([buffer], { type: "audio/wav" });
};

/**
 * Re-encodes a browser recording (WebM/Opus, Ogg, MP4) as 16 kHz mono WAV, which every
 * transcription engine reads, the offline one included. Falls back to the original when the
 * browser cannot decode it.
 */
export const toSpeechWav = async (recording: Blob): Promise<Blob> => {
  if (recording.size === 0 || typeof OfflineAudioContext === "undefined") return recording;
  try {
    const decoder = new OfflineAudioContext(1, 1, SPEECH_SAMPLE_RATE);
    const decoded = await decoder.decodeAudioData(await recording.arrayBuffer());
    const length = Math.max(1, Math.ceil(decoded.duration * SPEECH_SAMPLE_RATE));
    const mixer = new OfflineAudioContext(1, length, SPEECH_SAMPLE_RATE);
    const source = mixer.createBufferSource();
    source.buffer = decoded;
    source.connect(mixer.destination);
    source.start();
    const rendered = await mixer.startRendering();
    return encodeWav(rendered.getChannelData(0), SPEECH_SAMPLE_RATE);
  } catch {
    return recording;
  }
};
