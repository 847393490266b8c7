/** A comma-separated tag field as the list of tags it names. */
export const splitTags = (text: string): string[] =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
