/**
 * A correction the member takes back in the same breath ("sorry I mean saturday the 9th, no wait
 * 8th is right the 9th is sunday"): both go, and the value first typed stands.
 */
const takenBack =
  /(?<=^|[.,;!?])\s*(?:(?:sorry|oops|whoops|no|wait|actually)[\s,]+){1,3}(?:i mean|i meant)?\b[^.;!?]*?,?\s*(?:no,? wait|wait,? no|actually,? no|actually)\b[^.;!?]*?\b(?:is|was|'s) (?:right|correct)\b[^.;!?]*[.;!?]?\s*/giu;

/** The instruction without the corrections the member took back. */
export const withoutTakenBack = (instruction: string): string =>
  instruction.replace(takenBack, (_, offset: number) => (offset === 0 ? "" : " "));
