import { AiError } from "../../ai/ai-error.ts";
import { decodeOpus } from "./decode-opus.ts";
import { demuxOggOpus } from "./demux-ogg.ts";
import { demuxWebmOpus } from "./demux-webm.ts";
import type { OpusStream } from "./opus-stream.ts";
import { readWav } from "./read-wav.ts";
import { sniffAudioFormat } from "./sniff-audio-format.ts";
import { toMono16k } from "./to-mono-16k.ts";

/** Shown to the person recording; the formats are those the offline path can read. */
export const offlineFormatsMessage =
  "This audio format can't be transcribed offline. Record in another browser (WebM or Ogg with Opus, or WAV), or type your task instead.";

/** Longer recordings are refused: voice prompts last seconds, and recognition time grows with length. */
export const maxSpeechSeconds = 600;

const decodeOpusOrRefuse = (stream: OpusStream | null) => {
  if (!stream) throw new AiError("unsupported_format", offlineFormatsMessage);
  return decodeOpus(stream, maxSpeechSeconds);
};

const decodeByFormat = async (data: Uint8Array): Promise<Float32Array> => {
  const format = sniffAudioFormat(data);
  if (format === "wav") {
    const audio = readWav(data, maxSpeechSeconds);
    if (!audio) throw new AiError("unsupported_format", offlineFormatsMessage);
    return toMono16k(audio);
  }
  if (format === "webm") return decodeOpusOrRefuse(demuxWebmOpus(data));
  if (format === "ogg") return decodeOpusOrRefuse(demuxOggOpus(data));
  throw new AiError("unsupported_format", offlineFormatsMessage);
};

/**
 * Decodes a browser recording to 16 kHz mono samples. Supported: WAV (integer or float PCM),
 * WebM/Opus (Chrome, Edge, Firefox) and Ogg/Opus (Firefox). MP4/AAC (Safari) and MP3 are refused
 * with `unsupported_format`: the permissively licensed decoders for them are not pure JavaScript.
 */
export const decodeSpeechAudio = async (data: Uint8Array): Promise<Float32Array> => {
  try {
    return await decodeByFormat(data);
  } catch (error) {
    if (error instanceof AiError) throw error;
    // A damaged file can trip the parsers or the decoder in ways no check above foresees.
    throw new AiError("unsupported_format", "This recording could not be read. Please record it again.", {
      cause: error,
    });
  }
};
