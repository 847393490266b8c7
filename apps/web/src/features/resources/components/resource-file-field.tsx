import { resourceLimits, type Resource } from "@promptloom/contracts/resources";
import { Paperclip, Trash2 } from "lucide-react";
import { useRef } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { toast, toastError } from "../../../lib/toast.ts";
import { useAttachResourceFile, useRemoveResourceFile } from "../api/manage-resources.ts";
import { formatFileSize } from "./format-file-size.ts";

/** The resource's attached file: attach or replace one (checked by the server), or remove it. */
export function ResourceFileField({
  resource,
  onChange,
}: {
  resource: Resource;
  onChange: (resource: Resource) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const attach = useAttachResourceFile();
  const remove = useRemoveResourceFile();
  const isBusy = attach.isPending || remove.isPending;
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <p className="text-sm font-medium">File</p>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {attach.isPending
          ? "Uploading…"
          : resource.file
            ? `${resource.file.name} (${formatFileSize(resource.file.size)})`
            : "No file. Attach a PDF, image, ZIP, Office file, CSV, text, Markdown or JSON file (up to 20 MB)."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={isBusy} onClick={() => input.current?.click()}>
          <Paperclip aria-hidden="true" />
          {resource.file ? "Replace file" : "Attach file"}
        </Button>
        {resource.file ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() =>
              remove.mutate(resource.id, { onSuccess: onChange, onError: (error) => toastError(error.message) })
            }
          >
            <Trash2 aria-hidden="true" />
            Remove file
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a file to attach"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          if (file.size > resourceLimits.fileMaxBytes) return toastError("Files must be at most 20 MB.");
          attach.mutate(
            { id: resource.id, file },
            {
              onSuccess: (updated) => {
                onChange(updated);
                toast({ title: "File attached", variant: "success" });
              },
              onError: (error) => toastError(error.message),
            },
          );
        }}
      />
    </div>
  );
}
