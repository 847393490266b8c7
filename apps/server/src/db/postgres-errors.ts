/** The SQLSTATE of a PostgreSQL error, whichever driver raised it and however it was wrapped. */
const sqlStateOf = (error: unknown): string | null => {
  let current: unknown = error;
  while (current instanceof Error) {
    if ("code" in current && typeof current.code === "string") return current.code;
    current = current.cause;
  }
  return null;
};

/** True for PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === "23505";

/**
 * True for text PostgreSQL cannot store (character_not_in_repertoire, 22021): a NUL character,
 * which JSON and URLs can carry but a text column cannot hold.
 */
export const isUnstorableText = (error: unknown): boolean => sqlStateOf(error) === "22021";
