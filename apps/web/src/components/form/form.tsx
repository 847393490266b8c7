import type * as React from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";

import { ApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { FormError } from "../ui/form-error.tsx";

/** What a failed submit says when the server gave no message of its own. */
export const genericFailure = "Something went wrong. Please try again.";

/** The server's message for a refused request; anything else gets the generic one. */
export const describeFailure = (error: unknown) => (error instanceof ApiError ? error.message : genericFailure);

/** For a form whose failures are toasts: `title` over what went wrong, nothing above the fields. */
export const toastFailure = (title: string) => (error: unknown) => {
  toast({ title, description: describeFailure(error), variant: "destructive" });
  return null;
};

type FormProps<Values extends FieldValues, Output> = Omit<React.ComponentProps<"form">, "onSubmit" | "onInvalid"> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** Receives the parsed values; the form stays busy until it settles. Throw to refuse. */
  onSubmit: (values: Output) => Promise<unknown> | void;
  /**
   * What a thrown failure says above the fields (the server's message by default); null when the
   * handler has already said it some other way (a toast).
   */
  describeError?: (error: unknown) => string | null;
  /** Runs when the fields do not pass the schema (the first invalid field is focused already). */
  onInvalid?: () => void;
};

/**
 * The one form: fields from `useSchemaForm`, one submit path (valid values → `onSubmit`, usually
 * a mutation then a toast), and a failed submit's message announced above the fields.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  describeError = describeFailure,
  onInvalid,
  children,
  ...props
}: FormProps<Values, Output>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const message = describeError(error);
      if (message) form.setError("root.server", { message });
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form noValidate aria-busy={form.formState.isSubmitting} onSubmit={(event) => void submit(event)} {...props}>
        <FormError message={form.formState.errors.root?.server?.message} />
        {children}
      </form>
    </FormProvider>
  );
}
