import { createSavedPromptSchema, savedPromptLimits } from "@promptloom/contracts/saved-prompts";
import { useId } from "react";

import { Form, toastFailure } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

const renameSchema = createSavedPromptSchema.pick({ title: true });

/** An inline title editor: Enter or Save keeps the new title, Escape or Cancel drops it. */
export function RenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  /** Saves the title; the form stays busy until it settles. */
  onSave: (title: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(renameSchema, { defaultValues: { title } });
  const inputId = useId();
  const isBlank = form.watch("title").trim() === "";
  return (
    <Form
      form={form}
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      describeError={toastFailure("Rename failed")}
      onSubmit={(values) => onSave(values.title)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Title
      </label>
      <Input
        id={inputId}
        maxLength={savedPromptLimits.titleMaxLength}
        autoFocus
        className="h-9"
        {...form.register("title")}
      />
      <div className="flex gap-2">
        <SubmitButton size="sm" pendingLabel="Saving…" disabled={isBlank}>
          Save title
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
