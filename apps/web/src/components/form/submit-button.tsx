import type * as React from "react";
import { useFormState } from "react-hook-form";

import { Button } from "../ui/button.tsx";

/** A form's submit button: disabled, with `pendingLabel`, while the submit runs. */
export function SubmitButton({
  pendingLabel,
  children,
  disabled,
  ...props
}: React.ComponentProps<typeof Button> & { pendingLabel?: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting || disabled} {...props}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
