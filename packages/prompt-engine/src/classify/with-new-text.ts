import type { KindId } from "../kinds.ts";

/** Kinds that work on a text the member already has. */
const reworkingKinds = new Set<KindId>(["rewrite", "feedback"]);

/** "word a text to my landlord", "write an email to…": a new text to write, and its medium. */
const newText =
  /\b(?:word|write|draft|compose|send|put together)\s+(?:me\s+)?(?:a|an)\s+(?:[\w'-]+\s+){0,2}?(text|txt|message|msg|dm|note|reply|e-?mail|letter|post|caption)\b/iu;

const kindOfMedium: Record<string, KindId> = {
  text: "message",
  txt: "message",
  message: "message",
  msg: "message",
  dm: "message",
  note: "message",
  reply: "message",
  email: "email",
  "e-mail": "email",
  letter: "email",
  post: "social-post",
  caption: "social-post",
};

/**
 * A request read as reworking a text that asks for a new one and pastes nothing ("can u help me
 * word a text to my landlord saying the boiler's been broken 5 days"): there is nothing to edit,
 * so it is the medium's kind. With a draft pasted, the rework stands.
 */
export const withNewText = (kind: KindId, request: string, material: string): KindId => {
  if (!reworkingKinds.has(kind) || material.trim() !== "") return kind;
  const medium = newText.exec(request)?.[1]?.toLowerCase();
  return medium ? (kindOfMedium[medium] ?? kind) : kind;
};
