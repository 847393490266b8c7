import { AiError } from "../../ai/ai-error.ts";
import type { PcmAudio } from "./pcm-audio.ts";

const pcmFormat = 1;
const floatFormat = 3;
const extensibleFormat = 0xfffe;

const readSample = (view: DataView, offset: number, bits: number, isFloat: boolean): number => {
  if (isFloat) return bits === 64 ? view.getFloat64(offset, true) : view.getFloat32(offset, true);
  if (bits === 8) return (view.getUint8(offset) - 128) / 128;
  if (bits === 16) return view.getInt16(offset, true) / 32_768;
  if (bits === 24) {
    const value = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
    return value / 8_388_608;
  }
  return view.getInt32(offset, true) / 2_147_483_648;
};

/**
 * Reads integer (8/16/24/32-bit) or float (32/64-bit) PCM from a WAV file; null when it is
 * something else. Throws `too_long` past `maxSeconds`, before allocating anything.
 */
export const readWav = (data: Uint8Array, maxSeconds: number): PcmAudio | null => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  let offset = 12;
  while (offset + 8 <= data.byteLength) {
    const id = String.fromCharCode(...data.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt " && size >= 16) {
      let code = view.getUint16(body, true);
      if (code === extensibleFormat && size >= 26) code = view.getUint16(body + 24, true);
      format = {
        code,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    }
    if (id === "data" && format) {
      const isFloat = format.code === floatFormat;
      const supported = isFloat ? [32, 64] : [8, 16, 24, 32];
      const isReadable =
        (format.code === pcmFormat || isFloat) &&
        supported.includes(format.bits) &&
        format.channels >= 1 &&
        format.sampleRate >= 8_000 &&
        format.sampleRate <= 384_000;
      if (!isReadable) return null;
      const frameSize = (format.bits / 8) * format.channels;
      // Recorders that stream WAV leave the size at 0 or 0xFFFFFFFF: read what is there.
      const end = Math.min(data.byteLength, size === 0 ? data.byteLength : body + size);
      const frames = Math.floor((end - body) / frameSize);
      if (frames / format.sampleRate > maxSeconds) throw new AiError("too_long");
      const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame++) {
        for (let channel = 0; channel < format.channels; channel++) {
          const position = body + frame * frameSize + (channel * format.bits) / 8;
          channels[channel]![frame] = readSample(view, position, format.bits, isFloat);
        }
      }
      return { sampleRate: format.sampleRate, channels };
    }
    offset = body + size + (size % 2);
  }
  return null;
};
