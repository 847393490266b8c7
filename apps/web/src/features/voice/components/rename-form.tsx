import { savedPromptLimits } from "@promptloom/contracts/saved-prompts";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";

/** An inline title editor: Enter or Save keeps the new title, Escape or Cancel drops it. */
export function RenameForm({
  title,
  isSaving,
  onSave,
  onCancel,
}: {
  title: string;
  isSaving: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title);
  const inputId = useId();
  const trimmed = value.trim();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSave(trimmed);
      }}
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
        value={value}
        maxLength={savedPromptLimits.titleMaxLength}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        className="h-9"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!trimmed || isSaving}>
          {isSaving ? "Saving…" : "Save title"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
