import type { PhotoImageType } from "@promptloom/contracts/studio/photo-studio";
import type { Sharp } from "sharp";

/**
 * sharp (and the libvips it carries) is loaded with the first photo, not with the server: most
 * processes never see one, and libvips starts worker threads of its own.
 */
const loadSharp = async () => (await import("sharp")).default;

/**
 * The pixel budget: more than a 60-megapixel camera takes. A file whose header claims more is
 * refused before a pixel is decoded (a small PNG can claim 10,000 × 10,000 and take seconds and
 * hundreds of megabytes to decode).
 */
export const MAX_PIXELS = 64_000_000;
/** Photos decoded at once per server; the rest wait their turn, so a burst cannot take all memory. */
const MAX_DECODING = 2;
const THUMBNAIL_SIZE = 480;
/** Enough pixels for reliable averages and a palette, few enough to measure in a millisecond. */
const SAMPLE_SIZE = 96;

/** Each type is written back as itself, re-encoded, so nothing of the original file's extra data survives. */
const encoders: Record<PhotoImageType, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (image) => image.png({ compressionLevel: 9 }),
  "image/webp": (image) => image.webp({ quality: 90 }),
};

export type ReadPhoto = {
  /** The photo to store: upright, re-encoded, with EXIF (location included), XMP, IPTC and comments removed. */
  image: Uint8Array;
  width: number;
  height: number;
  thumbnail: Uint8Array;
  /** Small RGB sample of the whole photo, three bytes per pixel, for the measurements. */
  sample: Uint8Array;
};

export class UnreadablePhotoError extends Error {
  override name = "UnreadablePhotoError";
}

export class OversizedPhotoError extends Error {
  override name = "OversizedPhotoError";
}

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than MAX_DECODING photos are being decoded. */
const takeTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (decoding >= MAX_DECODING) await new Promise<void>((resume) => waiting.push(resume));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
};

/** The pixel count the file's header declares, read without decoding it. */
const ensureWithinPixelBudget = async (bytes: Uint8Array) => {
  const sharp = await loadSharp();
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnreadablePhotoError("The photo's header could not be read", { cause: error });
  }
  if ((size.width ?? 0) * (size.height ?? 0) > MAX_PIXELS) {
    throw new OversizedPhotoError(`The photo declares ${size.width} × ${size.height} pixels`);
  }
};

/**
 * Decodes a photo with sharp and writes out what the studio stores. The EXIF orientation is
 * applied to the pixels first, since the EXIF itself does not survive: sharp keeps no metadata
 * unless asked, and nothing here asks.
 */
export const readPhoto = async (bytes: Uint8Array, type: PhotoImageType): Promise<ReadPhoto> => {
  await ensureWithinPixelBudget(bytes);
  return takeTurn(() => decodePhoto(bytes, type));
};

const decodePhoto = async (bytes: Uint8Array, type: PhotoImageType): Promise<ReadPhoto> => {
  try {
    const sharp = await loadSharp();
    const upright = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS }).rotate();
    const { data: image, info } = await encoders[type](upright.clone()).toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const sample = await upright
      .clone()
      .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside" })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer();
    return {
      image: new Uint8Array(image),
      width: info.width,
      height: info.height,
      thumbnail: new Uint8Array(thumbnail),
      sample: new Uint8Array(sample),
    };
  } catch (error) {
    throw new UnreadablePhotoError("The photo could not be decoded", { cause: error });
  }
};

/** A JPEG small enough for a vision model's input limits and token budget, flattened onto white. */
export const toVisionJpeg = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(
    await (
      await loadSharp()
    )(bytes)
      .resize(1024, 1024, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
