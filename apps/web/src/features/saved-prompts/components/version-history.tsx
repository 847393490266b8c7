import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { History } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast, toastError } from "../../../lib/toast.ts";
import { useSavedPromptVersions } from "../api/get-saved-prompt-versions.ts";
import { useRestoreSavedPromptVersion } from "../api/restore-saved-prompt-version.ts";

/** Every version of a prompt, newest first; restoring one makes it the newest. */
export function VersionHistory({
  prompt,
  onRestored,
}: {
  prompt: SavedPrompt;
  onRestored: (prompt: SavedPrompt) => void;
}) {
  const versions = useSavedPromptVersions(prompt.id);
  const restore = useRestoreSavedPromptVersion();
  if (versions.isPending) return <Spinner label="Loading versions" />;
  if (versions.isError)
    return <p className="text-sm text-error">Could not load the history. {versions.error.message}</p>;
  const [latest] = versions.data;

  return (
    <ol aria-label="Versions" className="max-h-96 space-y-3 overflow-y-auto">
      {versions.data.map((version) => (
        <li key={version.id} className="space-y-2 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <History aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="font-medium">Version {version.version}</span>
            <span className="text-muted-foreground">{formatDateTime(version.createdAt)}</span>
            {version.id === latest?.id ? (
              <span className="ml-auto text-xs text-muted-foreground">Current</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(
                    { id: prompt.id, version: version.version },
                    {
                      onSuccess: (restored) => {
                        toast({ title: `Version ${version.version} restored`, variant: "success" });
                        onRestored(restored);
                      },
                      onError: (error) => toastError(error.message),
                    },
                  )
                }
              >
                Restore version {version.version}
              </Button>
            )}
          </div>
          <p className="text-sm font-medium">{version.title}</p>
          <p className="line-clamp-4 text-sm whitespace-pre-wrap text-muted-foreground">{version.perfectedText}</p>
        </li>
      ))}
    </ol>
  );
}
