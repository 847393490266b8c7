import { z } from "zod";

/** A list typed one item per line in a text area, blank lines dropped, checked by `schema`. */
export const listFromLines = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
        : value,
    schema,
  );
