import { AppError } from "../http/app-error.ts";

/** A new order must name every item once, so a stale screen cannot drop or duplicate one. */
export const assertCompleteOrder = (existingIds: string[], orderedIds: string[], message: string): void => {
  const known = new Set(existingIds);
  const ordered = new Set(orderedIds);
  const isComplete =
    ordered.size === orderedIds.length && ordered.size === known.size && orderedIds.every((id) => known.has(id));
  if (!isComplete) throw AppError.validation(message);
};
