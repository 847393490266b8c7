import type * as React from "react";
import { useFormState } from "react-hook-form";

import { useIsHydrated } from "../../lib/use-is-hydrated.ts";
import { Button } from "../ui/button.tsx";

/**
 * A form's submit button: disabled, with `pendingLabel`, while the submit runs. It is disabled too
 * until the page's script runs: a prerendered form submitted before that would go to its own
 * address natively, the password in the query.
 */
export function SubmitButton({
  pendingLabel,
  children,
  disabled,
  ...props
}: React.ComponentProps<typeof Button> & { pendingLabel?: string }) {
  const { isSubmitting } = useFormState();
  const isHydrated = useIsHydrated();
  return (
    <Button type="submit" disabled={!isHydrated || isSubmitting || disabled} {...props}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
