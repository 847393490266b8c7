import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { apiKeyFormat } from "@promptloom/contracts/api-keys";

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: shown to the member once; the database keeps its prefix and hash. */
export const generateApiKey = () => {
  const key = `${apiKeyFormat.marker}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, apiKeyFormat.prefixLength), hash: hashApiKey(key) };
};

/** Compares two hex hashes in constant time, so response times tell nothing about a guess. */
export const isSameHash = (stored: string, candidate: string) => {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(candidate, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
};
