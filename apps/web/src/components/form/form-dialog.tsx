import type * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog.tsx";
import { DialogFormActions } from "./dialog-form-actions.tsx";
import { Form } from "./form.tsx";

/**
 * A change that needs words first (a reason, a name, a confirmation): the form in a dialog, the
 * server's refusal above its fields, closed once the change is made.
 */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  description,
  form,
  submitLabel,
  destructive = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: React.ReactNode;
  form: UseFormReturn<Values, unknown, Output>;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (values: Output) => Promise<unknown>;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            await onSubmit(values);
            onClose();
          }}
        >
          {children}
          <DialogFormActions onCancel={onClose} submitVariant={destructive ? "destructive" : undefined}>
            {submitLabel}
          </DialogFormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
