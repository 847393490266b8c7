import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

// Forms are where the marketing pages' islands (contact form, subscription modal) first validate.
import "./zod-without-eval.ts";

/**
 * A react-hook-form form checked by a shared zod contract: the fields hold the schema's input,
 * the submit handler receives its parsed output, and each field shows the contract's message.
 * Errors appear on submit and then follow the typing.
 */
export const useSchemaForm = <Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver"> = {},
) => useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), ...options });
