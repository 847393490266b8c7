import { PHOTO_FIELD, photoUploadSchema } from "@promptloom/contracts/studio/photo-studio";
import sharp from "sharp";

import { expectBody } from "./expect-json.ts";
import type { TestClient } from "./test-client.ts";

type Colour = { r: number; g: number; b: number };

/** A JPEG as a phone writes it: a camera make, a GPS location and an orientation in its EXIF. */
export const phonePhoto = (options: { width: number; height: number; colour: Colour; orientation?: number }) =>
  sharp({ create: { width: options.width, height: options.height, channels: 3, background: options.colour } })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExifMerge({
      IFD0: { Make: "PromptloomTestCam", Model: "Location Leaker" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2646/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3939/100",
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A half-transparent PNG or a WebP, each with a camera make in its EXIF. */
export const encodedPhoto = async (format: "png" | "webp", colour: Colour, size = { width: 64, height: 48 }) => {
  const image = sharp({ create: { ...size, channels: 4, background: { ...colour, alpha: 0.5 } } }).withExif({
    IFD0: { Make: "PromptloomTestCam" },
  });
  return new Uint8Array(await (format === "png" ? image.png() : image.webp()).toBuffer());
};

/** The smallest valid GIF: an image type the studio does not take. */
export const gifBytes = Uint8Array.from(
  Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
);

/** True when EXIF data holds a pointer to a GPS block (tag 0x8825, either byte order). */
export const hasGpsBlock = (exif: Uint8Array): boolean =>
  exif.some(
    (byte, index) => (byte === 0x88 && exif[index + 1] === 0x25) || (byte === 0x25 && exif[index + 1] === 0x88),
  );

type PhotoFile = { name?: string; type?: string };

/**
 * Uploads a file the way the browser's form does, with a file name (which the typed client cannot
 * send); the answer is unread: check a refusal with `expectError`.
 */
export const sendPhoto = (client: TestClient, bytes: Uint8Array, options: PhotoFile = {}) => {
  const form = new FormData();
  form.append(PHOTO_FIELD, new Blob([bytes], { type: options.type ?? "image/jpeg" }), options.name ?? "holiday.jpg");
  return client.send("POST", "/api/photo-studio/uploads", { body: form });
};

/** Uploads a photo that must be taken, and answers with the stored upload, checked by its contract. */
export const uploadPhoto = async (client: TestClient, bytes: Uint8Array, options: PhotoFile = {}) =>
  expectBody(await sendPhoto(client, bytes, options), photoUploadSchema, 201);
