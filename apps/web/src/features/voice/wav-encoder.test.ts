import { describe, expect, it } from "vitest";

import { encodeWav } from "./wav-encoder.ts";

describe("encodeWav", () => {
  it("writes a RIFF/WAVE header for 16-bit mono PCM and the clamped samples", async () => {
    const blob = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), 16_000);
    expect(blob.type).toBe("audio/wav");
    const view = new DataView(await blob.arrayBuffer());
    const text = (offset: number, length: number) =>
      String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 4)).toBe("WAVE");
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(10);
    expect(view.getUint32(4, true)).toBe(46);
    const samples = Array.from({ length: 5 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 32767, -16384]);
  });
});
