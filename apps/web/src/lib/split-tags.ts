import { z } from "zod";

/** A comma-separated tag field as the list of tags it names. */
export const splitTags = (text: string): string[] =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * A form's comma-separated tag text, checked by a contract's list-of-tags schema: the field holds
 * the text, the submit handler receives the tags.
 */
export const tagsFromText = <Tags extends z.ZodType<string[], string[]>>(tags: Tags) =>
  z.string().transform(splitTags).pipe(tags);
