import { crc32, deflateSync } from "node:zlib";

import { photoStudioMessages } from "@promptloom/contracts/studio/photo-studio";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { encodedPhoto, sendPhoto } from "../../testing/photo-fixtures.ts";
import { MAX_PIXELS } from "./read-photo.ts";

const testApp = useTestApp();

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
};

/** A few hundred bytes of PNG whose header claims `width` × `height` pixels (a decompression bomb's shape). */
const pngClaiming = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
};

describe("the photo pixel budget", () => {
  it("refuses a photo declaring 9999 × 9999 pixels at once, before decoding it", async () => {
    const member = await testApp().as("paid");
    const started = performance.now();
    const response = await sendPhoto(member, pngClaiming(9999, 9999), { type: "image/png", name: "bomb.png" });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: { code: "payload_too_large", message: photoStudioMessages.tooManyPixels(MAX_PIXELS) },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("still takes ordinary photos, several at once", async () => {
    const member = await testApp().as("paid");
    const photo = await encodedPhoto("png", { r: 200, g: 120, b: 40 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendPhoto(member, photo, { type: "image/png", name: "fine.png" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  });
});
