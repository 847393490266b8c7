import { fixCasing } from "./fix-casing.ts";
import { removeFillers } from "./remove-fillers.ts";

/**
 * Turns a rough spoken or typed request into clean text: filler words, stammers and corrected
 * slips removed, casing and punctuation fixed. Returns "" when nothing meaningful is left.
 */
export const cleanTranscript = (raw: string): string => {
  const withoutFillers = removeFillers(raw.normalize("NFC"));
  if (!/[\p{L}\p{N}]/u.test(withoutFillers)) return "";
  return fixCasing(withoutFillers);
};
