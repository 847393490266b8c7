import type * as React from "react";
import { get, useFormContext, useFormState, type FieldValues, type Path } from "react-hook-form";

import { FormField, SelectField, TextareaField } from "../ui/form-field.tsx";
import { PasswordField } from "../ui/password-field.tsx";

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
  // Nested names ("hero.title", "features.3.name") read their message from the nested errors.
  const error: unknown = get(errors, `${name}.message`);
  const registered = register(name);
  const frame = {
    ...registered,
    id,
    label,
    hint,
    error: typeof error === "string" ? error : undefined,
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
