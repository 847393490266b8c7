import type { ZodError } from "zod";

/** The first message for each field of a failed parse, keyed by field name. */
export const toFieldErrors = <Field extends string>(error: ZodError): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
};
