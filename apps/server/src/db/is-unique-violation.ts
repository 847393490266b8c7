/** True for PostgreSQL's unique_violation (23505), whichever driver raised it. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  while (current instanceof Error) {
    if ("code" in current && current.code === "23505") return true;
    current = current.cause;
  }
  return false;
};
