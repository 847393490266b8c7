import type * as React from "react";

import { Input } from "./input.tsx";
import { Label } from "./label.tsx";
import { NativeSelect } from "./native-select.tsx";
import { Textarea } from "./textarea.tsx";

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** The ARIA wiring that makes a control announce its error and hint. */
const controlProps = ({ id, error, hint }: FieldFrameProps) => {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
};

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps & { children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FormFieldProps = React.ComponentProps<typeof Input> &
  FieldFrameProps & {
    /** Rendered after the input, inside the same positioned box (e.g. a show/hide button). */
    adornment?: React.ReactNode;
  };

/** A labelled input whose error and hint are announced with it. */
export function FormField({ id, label, error, hint, adornment, ...inputProps }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <Input {...controlProps({ id, label, error, hint })} {...inputProps} />
        {adornment}
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = React.ComponentProps<typeof Textarea> & FieldFrameProps;

/** A labelled multi-line field whose error and hint are announced with it. */
export function TextareaField({ id, label, error, hint, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Textarea {...controlProps({ id, label, error, hint })} {...textareaProps} />
    </FieldFrame>
  );
}

type SelectFieldProps = React.ComponentProps<typeof NativeSelect> & FieldFrameProps;

/** A labelled native select whose error and hint are announced with it. */
export function SelectField({ id, label, error, hint, className, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <NativeSelect {...controlProps({ id, label, error, hint })} className={className ?? "w-full"} {...selectProps} />
    </FieldFrame>
  );
}
