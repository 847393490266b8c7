import type * as React from "react";
import { get, useFormContext, useFormState, type FieldValues, type Path } from "react-hook-form";

import { FormField, SelectField, TextareaField } from "../ui/form-field.tsx";
import { PasswordField } from "../ui/password-field.tsx";

/**
 * The message for a field: its own, or for a list typed in one field (tags) the first of its
 * items' messages. Nested names ("hero.title", "features.3.name") are read from nested errors.
 */
const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  // A field error's `ref` is its DOM element: never walk into it.
  for (const [key, item] of Object.entries(error)) {
    const message = key === "ref" ? undefined : messageOf(item);
    if (message) return message;
  }
  return undefined;
};

type CommonProps<Values extends FieldValues> = {
  name: Path<Values>;
  label: string;
  hint?: string | undefined;
  /** The element id; the field's name unless two forms on one page share names. */
  id?: string;
};

type InputProps = Omit<React.ComponentProps<"input">, "name" | "id"> & { multiline?: false; select?: false };
type TextareaProps = Omit<React.ComponentProps<"textarea">, "name" | "id"> & { multiline: true; select?: false };
type SelectProps = Omit<React.ComponentProps<"select">, "name" | "id"> & { select: true; multiline?: false };

/**
 * The one field of a `<Form>`: a labelled input (a password one with show/hide for
 * `type="password"`), a textarea with `multiline`, or a native select with `select` and its
 * options as children, bound to the form by name. It shows the schema's message for the field
 * verbatim, announced with the control.
 */
export function Field<Values extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id = name,
  ...control
}: CommonProps<Values> & (InputProps | TextareaProps | SelectProps)) {
  const { register } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name });
  const error = messageOf(get(errors, name));
  const registered = register(name);
  const frame = {
    ...registered,
    id,
    label,
    hint,
    error,
    // A field may also act on blur (an e-mail lookup); the form's own handler runs first.
    onBlur: (event: React.FocusEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => {
      void registered.onBlur(event);
      control.onBlur?.(event);
    },
  };
  if (control.select) {
    const { select: _, multiline: __, ...select } = control;
    return <SelectField {...select} {...frame} />;
  }
  if (control.multiline) {
    const { multiline: _, select: __, ...textarea } = control;
    return <TextareaField {...textarea} {...frame} />;
  }
  const { multiline: _, select: __, ...input } = control;
  if (input.type === "password") return <PasswordField {...input} {...frame} />;
  return <FormField {...input} {...frame} />;
}
