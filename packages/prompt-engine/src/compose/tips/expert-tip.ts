import type { KindId } from "../../kinds.ts";

/** A piece of expertise for one kind of task, found by how close the request is to what it is about. */
export type ExpertTip = {
  kinds: KindId[];
  /** What the tip is about, in the words requests use. */
  about: string;
  text: string;
  /** Words or phrases that, in the request, make this tip contradict it. */
  unless?: string[];
  /** Words or phrases one of which the request must ask for, not only name to refuse ("no pivot tables"), for the tip to apply. */
  when?: string[];
  /**
   * The `when` phrases name a thing to make (a book cover, a banner): a request that only borrows
   * its look ("styled like a book cover", "album-cover style") does not ask for it.
   */
  whenMade?: true;
  /** A shape the request must contain for the tip to apply (a reading such as "142/91"). */
  whenPattern?: RegExp;
  /** A shape that, in the request, makes the tip contradict it (money split, where the tip splits text). */
  unlessPattern?: RegExp;
  /** The rule of a place the request names (a US state's, the UK's): it comes before any general tip. */
  forPlace?: true;
  /**
   * Safety first, whatever words the request shares with the tip (a pet that has swallowed a
   * poison): its `when` and `whenPattern` alone decide, and it comes before every other tip.
   */
  urgent?: true;
};

/**
 * A reply or a thank-you raises no matter of its own: a tip on raising one with someone (a
 * neighbour's parking, a concern with a teacher) does not suit answering them.
 */
export const RAISES_NOTHING = ["thank", "thanks", "thanking", "thank you", "reply", "respond", "write back"];

/**
 * A business writing for the people it serves ("a paragraph for our website", "a checklist families
 * can print", "we serve everyone"): a tip for its customers, on what to check or ask of a business
 * like it, does not suit it.
 */
export const FOR_OWN_CLIENTS =
  /\b(?:our|my) (?:website|customers|clients|families|patients|guests|members|residents|bereaved)\b|\bwe serve\b|\bfamilies (?:can|could|will|to)\b/u;
