import type * as React from "react";
import { useState } from "react";

import { describeFailure } from "../form/form.tsx";
import { Button } from "./button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog.tsx";
import { FormError } from "./form-error.tsx";

/**
 * Asks before a change that cannot be undone (a delete, a reset). The confirm button stays busy
 * while `onConfirm` runs; a failure is shown in the dialog, which stays open so the admin can retry.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = "Working...",
  variant = "destructive",
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  variant?: "destructive" | "default";
  /** Resolves when done (the dialog then closes); throw to keep it open with the failure shown. */
  onConfirm: () => Promise<unknown>;
  /** Extra controls between the description and the buttons (where a deleted category's prompts go). */
  children?: React.ReactNode;
}) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = async () => {
    setIsPending(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormError message={failure} />
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant={variant} disabled={isPending} onClick={() => void confirm()}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
