import type { DeliverableKind } from "../../../providers/ai/understanding/deliverable-kinds.ts";

/**
 * One rough request of the evaluation set, written the way people type or say them, with what any
 * good refinement of it must get right.
 */
export type RoughRequest = {
  /** The life or work area it comes from, to check the set's spread. */
  domain: string;
  /** Exactly as typed or transcribed: filler, slips, lowercase and typos included. */
  say: string;
  /** The deliverable asked for. */
  kind: DeliverableKind;
  /** What the refined prompt must keep (compared case-insensitively): names, numbers with units, dates, places, constraints. */
  facts: string[];
  /** What must be gone, such as the first half of a self-correction. */
  dropped?: string[];
};
