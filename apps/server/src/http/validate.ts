import { zValidator as honoZValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z, ZodType } from "zod";

import { AppError } from "./app-error.ts";

const fallbackMessage = "Validation Error: Please check your input and try again.";

/** One readable 400 with the first problem's message. */
const validationError = (issues: readonly z.core.$ZodIssue[]) =>
  AppError.validation(issues[0]?.message ?? fallbackMessage);

/** The validators' hook: a failed parse becomes that readable 400, a good one goes on. */
export const throwOnInvalid = (result: { success: true } | { success: false; error: z.core.$ZodError }) => {
  if (!result.success) throw validationError(result.error.issues);
};

/** zod validation whose failures become one readable 400 with the first problem's message. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  honoZValidator(target, schema, (result) => {
    throwOnInvalid(result);
  });
