import { readOpusHead, type OpusStream } from "./opus-stream.ts";

/** The packets of each logical stream in an Ogg file (RFC 3533), in order. */
const readOggPackets = (data: Uint8Array) => {
  const streams = new Map<number, Uint8Array[]>();
  const pending = new Map<number, Uint8Array[]>();
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 0;
  while (offset + 27 <= data.byteLength && String.fromCharCode(...data.subarray(offset, offset + 4)) === "OggS") {
    const serial = view.getUint32(offset + 14, true);
    const segmentCount = data[offset + 26]!;
    const lacing = data.subarray(offset + 27, offset + 27 + segmentCount);
    let position = offset + 27 + segmentCount;
    for (const segmentSize of lacing) {
      const parts = pending.get(serial) ?? [];
      parts.push(data.subarray(position, position + segmentSize));
      position += segmentSize;
      // A segment shorter than 255 bytes ends the packet; 255 means it continues.
      if (segmentSize < 255) {
        const packet = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
        let written = 0;
        for (const part of parts) {
          packet.set(part, written);
          written += part.byteLength;
        }
        streams.set(serial, [...(streams.get(serial) ?? []), packet]);
        pending.delete(serial);
      } else {
        pending.set(serial, parts);
      }
    }
    offset = position;
  }
  return [...streams.values()];
};

/** The Opus packets of the first Opus stream in an Ogg file (what Firefox records); null otherwise. */
export const demuxOggOpus = (data: Uint8Array): OpusStream | null => {
  for (const [header, _tags, ...packets] of readOggPackets(data)) {
    const head = header && readOpusHead(header);
    if (head) return { ...head, packets };
  }
  return null;
};
