/** A part marker: "1)", "(2)", "3." at the start or after a space, colon or line break. */
const marker = /(?:^|(?<=[\s:;,]))\(?([1-9])[).](?=\s)/gu;

/**
 * A part that adds to the deliverable before it rather than asking for one of its own: "2) in the
 * same email mention the report", "3) a shorter Slack version of it".
 */
const continuesPrevious =
  /\b(?:same|that|this|the above|above|your) (?:e-?mail|message|letter|text|post|note|reply|document|doc|draft|one)\b|\b(?:shorter|longer|short|slack|teams|text|sms|formal|informal|casual|friendlier|second|alternative|another|other) version\b|\bversion of (?:it|that|this)\b|\b(?:add|include|mention) (?:it |this |that )?(?:to|in) (?:it|that|the above)\b/iu;

/**
 * The parts of a request that numbers its asks ("3 things pls: 1) a name for the club 2) five
 * books 3) a note for the neighbours"), each without its number; [] when it numbers fewer than
 * two, or not as 1, 2, 3….
 */
export const numberedParts = (request: string): string[] => {
  const markers = [...request.matchAll(marker)];
  const sequence = markers.filter((match, index) => Number(match[1]) === index + 1);
  if (sequence.length < 2 || sequence.length !== markers.length) return [];
  return sequence.map((match, index) =>
    request.slice(match.index + match[0].length, sequence[index + 1]?.index ?? request.length).trim(),
  );
};

/**
 * The deliverables of a numbered request: its parts, with each part that adds to the one before
 * (the same e-mail, another version of it) joined to that one.
 */
export const deliverableParts = (request: string): string[] =>
  numberedParts(request).reduce<string[]>((parts, part) => {
    if (parts.length > 0 && continuesPrevious.test(part)) parts[parts.length - 1] += ` ${part}`;
    else parts.push(part);
    return parts;
  }, []);
