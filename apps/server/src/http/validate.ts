import { zValidator as honoZValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z, ZodType } from "zod";

import { AppError } from "./app-error.ts";

const fallbackMessage = "Validation Error: Please check your input and try again.";

/** One readable 400 with the first problem's message. */
const validationError = (issues: readonly z.core.$ZodIssue[]) =>
  AppError.validation(issues[0]?.message ?? fallbackMessage);

/** zod validation whose failures become one readable 400 with the first problem's message. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  honoZValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });

/** The same as `validate`, for input read in a handler: parses or throws the same 400. */
export const parseInput = async <Schema extends ZodType>(schema: Schema, value: unknown): Promise<z.output<Schema>> => {
  const result = await schema.safeParseAsync(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
};
