/** Word lists several kinds' requirements share, to tell when a line would contradict the request. */

/** A one-line deliverable: no body copy, no sections, no call to action. */
export const ONE_LINE = [
  "tagline",
  "taglines",
  "slogan",
  "slogans",
  "one-liner",
  "one liner",
  "one line",
  "one sentence",
  "headline",
  "motto",
  "catchphrase",
];
/** The member names how the role-play ends ("when I say 'done'"): their word, not ours. */
export const OWN_STOP = [
  "when i say",
  "when i type",
  "when i write",
  "until i say",
  "until i type",
  "until i write",
  "if i say",
  "if i type",
  "once i say",
  "stop word",
  "safe word",
];

/** A trip is planned day by day for enjoyment, not against goals or a starting level. */
export const TRIP = [
  "holiday",
  "holidays",
  "trip",
  "vacation",
  "itinerary",
  "travel",
  "honeymoon",
  "getaway",
  "road trip",
  "city break",
];

export const LENGTH_WORDS = [
  "short",
  "brief",
  "long",
  "words",
  "word",
  "page",
  "pages",
  "sentence",
  "sentences",
  "paragraph",
  "one-liner",
];

/** Each kind's expertise and questions; "neutral" has none beyond the request itself. */
