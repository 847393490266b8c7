/** The image types the app accepts, with the file extension each is stored under. */
export const imageExtensions = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;
export type ImageType = keyof typeof imageExtensions;

/** The file's real type from its first bytes; a declared Content-Type or file name is only a claim. */
export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  const isRiff = starts(0x52, 0x49, 0x46, 0x46);
  const isWebp = [0x57, 0x45, 0x42, 0x50].every((byte, index) => bytes[8 + index] === byte);
  return isRiff && isWebp ? "image/webp" : null;
};
