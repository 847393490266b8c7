/** A part marker: "1)", "(2)", "3." at the start or after a space, colon or line break. */
const marker = /(?:^|(?<=[\s:;,]))\(?([1-9])[).](?=\s)/gu;

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
