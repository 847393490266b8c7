import type { KindId } from "../kinds.ts";

/** A bio asked for by name: "a 100 word speaker bio", "author bio for the back cover". */
const namesBio = /\b(?:bio|biography)\b/iu;

/**
 * "Write a 100 word speaker bio for me, I'm giving a talk at the club…" reads as the talk itself,
 * but the deliverable is the short profile an organiser prints or reads out: written like the
 * other bios, not as a speech with a hook and a toast.
 */
export const withWrittenBio = (kind: KindId, request: string): KindId =>
  kind === "speech" && namesBio.test(request) ? "resume" : kind;
