export type AudioFormat = "wav" | "webm" | "ogg" | "mp4" | "mp3" | "flac" | "unknown";

const startsWith = (data: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The container format, read from the first bytes rather than trusted from the declared type:
 * browsers label the same recording differently ("audio/webm;codecs=opus", "video/webm", "").
 */
export const sniffAudioFormat = (data: Uint8Array): AudioFormat => {
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WAVE"), 8)) return "wav";
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (startsWith(data, ascii("OggS"))) return "ogg";
  if (startsWith(data, ascii("ftyp"), 4)) return "mp4";
  if (startsWith(data, ascii("fLaC"))) return "flac";
  if (startsWith(data, ascii("ID3")) || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return "mp3";
  return "unknown";
};
