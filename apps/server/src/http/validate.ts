import { zValidator as honoZValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

import { AppError } from "./app-error.ts";

/** zod validation whose failures become one readable 400 with the first problem's message. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  honoZValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw AppError.validation(issue?.message ?? "Validation Error: Please check your input and try again.");
    }
  });
