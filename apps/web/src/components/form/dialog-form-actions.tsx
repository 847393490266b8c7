import type * as React from "react";

import { Button } from "../ui/button.tsx";
import { DialogFooter } from "../ui/dialog.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** A dialog form's Cancel and submit buttons. */
export function DialogFormActions({
  onCancel,
  submitVariant,
  children,
}: {
  onCancel: () => void;
  submitVariant?: React.ComponentProps<typeof SubmitButton>["variant"];
  /** The submit button's label. */
  children: React.ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton variant={submitVariant}>{children}</SubmitButton>
    </DialogFooter>
  );
}
