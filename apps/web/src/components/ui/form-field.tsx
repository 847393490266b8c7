import type * as React from "react";

import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

type FormFieldProps = React.ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Rendered after the input, inside the same positioned box (e.g. a show/hide button). */
  adornment?: React.ReactNode;
};

/** A labelled input whose error and hint are announced with it. */
export function FormField({ id, label, error, hint, adornment, ...inputProps }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {adornment}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
