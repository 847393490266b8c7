/** Opus packets taken out of their container, with what the decoder needs to know. */
export type OpusStream = {
  channels: number;
  /** Samples (at 48 kHz) the encoder asks the decoder to drop at the start. */
  preSkip: number;
  packets: Uint8Array[];
};

/**
 * Reads the "OpusHead" identification header (RFC 7845 §5.1). Null for anything the decoder
 * cannot take as plain mono or stereo: another codec, or a surround channel mapping.
 */
export const readOpusHead = (header: Uint8Array): Omit<OpusStream, "packets"> | null => {
  if (header.byteLength < 19 || String.fromCharCode(...header.subarray(0, 8)) !== "OpusHead") return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const channels = view.getUint8(9);
  const mappingFamily = view.getUint8(18);
  if (mappingFamily !== 0 || channels < 1 || channels > 2) return null;
  return { channels, preSkip: view.getUint16(10, true) };
};
