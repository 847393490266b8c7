/** True for the error a fetch (or anything else) throws when its AbortSignal fires. */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === "AbortError";
