import { readOpusHead, type OpusStream } from "./opus-stream.ts";

// Matroska element ids (https://www.matroska.org/technical/elements.html), marker bits included.
const ids = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};
/** Containers we step into; every other element is skipped whole. */
const containers = new Set([ids.segment, ids.cluster, ids.tracks, ids.trackEntry, ids.blockGroup]);

/** A variable-length integer; `keepMarker` for element ids. Size -1 means "unknown" (live recordings). */
const readVint = (data: Uint8Array, offset: number, keepMarker: boolean) => {
  const first = data[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > data.byteLength) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = data[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
};

type Track = { number: number; codecId: string; codecPrivate?: Uint8Array };

/**
 * The Opus packets of the first Opus track in a WebM file, as Chrome's and Firefox's MediaRecorder
 * write it (clusters of unknown size, one packet per block). Null for other codecs or laced blocks.
 */
export const demuxWebmOpus = (data: Uint8Array): OpusStream | null => {
  const tracks: Track[] = [];
  const blocks: { track: number; payload: Uint8Array }[] = [];
  let offset = 0;
  while (offset < data.byteLength) {
    const id = readVint(data, offset, true);
    const size = id && readVint(data, offset + id.length, false);
    if (!id || !size) break;
    const body = offset + id.length + size.length;
    if (containers.has(id.value)) {
      if (id.value === ids.trackEntry) tracks.push({ number: 0, codecId: "" });
      offset = body;
      continue;
    }
    if (size.value < 0 || body + size.value > data.byteLength) break;
    const content = data.subarray(body, body + size.value);
    const track = tracks.at(-1);
    if (id.value === ids.trackNumber && track) track.number = content.reduce((value, byte) => value * 256 + byte, 0);
    if (id.value === ids.codecId && track) track.codecId = String.fromCharCode(...content).replace(/\0+$/, "");
    if (id.value === ids.codecPrivate && track) track.codecPrivate = content;
    if (id.value === ids.simpleBlock || id.value === ids.block) {
      const trackNumber = readVint(content, 0, false);
      if (!trackNumber) return null;
      const flags = content[trackNumber.length + 2] ?? 0;
      if ((flags & 0x06) !== 0) return null;
      blocks.push({ track: trackNumber.value, payload: content.subarray(trackNumber.length + 3) });
    }
    offset = body + size.value;
  }
  const opus = tracks.find((track) => track.codecId === "A_OPUS");
  const head = opus?.codecPrivate && readOpusHead(opus.codecPrivate);
  if (!opus || !head) return null;
  return { ...head, packets: blocks.filter((block) => block.track === opus.number).map((block) => block.payload) };
};
