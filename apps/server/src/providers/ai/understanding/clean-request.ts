import { fixCasing } from "./fix-casing.ts";
import { removeFillers } from "./remove-fillers.ts";
import { repairTyping } from "./repair-typing.ts";

/**
 * Turns a rough spoken or typed request into clean text: filler words, stammers and corrected
 * slips removed, dropped apostrophes restored, casing and punctuation fixed. Returns "" when
 * nothing meaningful is left.
 */
export const cleanRequest = (raw: string): string => {
  const withoutFillers = removeFillers(repairTyping(raw.normalize("NFC")));
  if (!/[\p{L}\p{N}]/u.test(withoutFillers)) return "";
  return fixCasing(withoutFillers);
};
