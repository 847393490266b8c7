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

/** Node's network errors and PostgreSQL's own for a server that is gone, going or full. */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const unavailableMessages =
  /Connection terminated|Client has encountered a connection error|connection timeout|Connection closed/i;

/**
 * True when the database could not be reached (stopped, restarting, out of connections), as
 * opposed to a query it refused: the request is answered 503 and works again once it is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = "code" in current && typeof current.code === "string" ? current.code : null;
    if ((code && unavailableCodes.has(code)) || unavailableMessages.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
};
