import { resourceFileTypes, resourceLimits, type ResourceFileExtension } from "@promptloom/contracts/resources";

import { AppError } from "../../http/app-error.ts";

const startsWith = (bytes: Uint8Array, ...signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const isZip = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04);
const isText = (bytes: Uint8Array) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** What the first bytes of each type must look like; the extension alone is only a claim. */
const matchesType: Record<ResourceFileExtension, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d),
  png: (bytes) => startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (bytes) => startsWith(bytes, 0xff, 0xd8, 0xff),
  jpeg: (bytes) => startsWith(bytes, 0xff, 0xd8, 0xff),
  webp: (bytes) =>
    startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b),
  zip: isZip,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  csv: isText,
  txt: isText,
  md: isText,
  json: isText,
};

const extensionOf = (name: string) => name.toLowerCase().split(".").pop() ?? "";
const isAllowed = (extension: string): extension is ResourceFileExtension => extension in resourceFileTypes;

export const allowedFileTypes = "PDF, PNG, JPEG, WebP, ZIP, Word, Excel, PowerPoint, CSV, text, Markdown or JSON";

/**
 * The type a resource file is served with, from its name, once its bytes agree. Names keep
 * letters, digits, spaces, dots, dashes and underscores only, as they end up in a header.
 */
export const checkResourceFile = (name: string, bytes: Uint8Array): { name: string; contentType: string } => {
  const cleanName = name.replace(/[^\p{L}\p{N} ._-]/gu, "").trim();
  const extension = extensionOf(cleanName);
  if (bytes.byteLength === 0) throw AppError.validation("The file is empty.");
  if (bytes.byteLength > resourceLimits.fileMaxBytes) throw AppError.validation("Files must be at most 20 MB.");
  if (!isAllowed(extension)) throw AppError.validation(`Attach a ${allowedFileTypes} file.`);
  if (!matchesType[extension](bytes))
    throw AppError.validation(`This file's content is not ${extension.toUpperCase()}.`);
  return { name: cleanName, contentType: resourceFileTypes[extension] };
};
