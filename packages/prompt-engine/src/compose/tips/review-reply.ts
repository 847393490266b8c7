import type { ExpertTip } from "./expert-tip.ts";

/** How a member says they will not argue a review's points in public ("don't want to argue about the price"). */
export const NOT_ARGUING = [
  "argue",
  "arguing",
  "not correct",
  "don't correct",
  "dont correct",
  "won't correct",
  "not get into",
  "let it go",
  "not dispute",
  // "don't make excuses": putting the record right in public is the excuse refused.
  "excuses",
  "make excuses",
  "defensive",
  "no blame",
];

/** How a member says the reply must not admit fault ("don't admit fault but offer to talk it through"). */
export const NOT_ADMITTING = [
  ...["admit fault", "admitting fault", "admit any fault", "admit liability", "admitting liability"],
  ...[
    "accept liability",
    "accept fault",
    "accepting fault",
    "admit we were wrong",
    "not our fault",
    "wasn't our fault",
  ],
];

/** Phrases of asking customers for reviews: replying to a review is another task. */
const ASKING_FOR_REVIEWS = [
  "leave a review",
  "leave us a review",
  "leave reviews",
  "ask for a review",
  "ask for reviews",
  "asking for reviews",
  "asking for a review",
  "request a review",
  "requesting reviews",
  "ask customers",
  "asking customers",
];
/** "tips how to get more reviews on tripadvisor", "getting google reviews": winning reviews, not answering one. */
const WINNING_REVIEWS =
  /\b(?:get|getting|gets|more|win|winning|collect\w*|encourag\w*|boost\w*) (?:[\w-]+ ){0,2}reviews\b/u;

/**
 * The tip for a public reply to a review: owning what was fair or, where the member will admit no
 * fault, acknowledging the frustration; correcting what the reviewer got wrong or leaving it.
 */
export const reviewReply = ({
  owning = "own what was fair in one sentence, ",
  correction,
  when,
  unless = [],
}: {
  owning?: string;
  correction: string;
  when?: string[];
  unless?: string[];
}): ExpertTip => ({
  kinds: ["message", "marketing-copy"],
  about: "google review reviews reviewer tripadvisor trustpilot yelp",
  text: `Answer with a specific detail the reviewer mentioned rather than a stock line: for a complaint, thank them, ${owning}${correction}and invite them to continue offline; never confirm personal details publicly, and sign off with a real name and role.`,
  unless: [...ASKING_FOR_REVIEWS, ...unless],
  unlessPattern: WINNING_REVIEWS,
  ...(when ? { when } : {}),
});
