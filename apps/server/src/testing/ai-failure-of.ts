import { expect } from "vitest";

import { AiError } from "../providers/ai/ai-error.ts";

/** Awaits a call that must fail with an AiError and returns that error for its code and message. */
export const aiFailureOf = async (promise: Promise<unknown>): Promise<AiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
};
