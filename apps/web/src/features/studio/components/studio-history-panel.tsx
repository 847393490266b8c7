import { promptSyntaxLabels } from "@promptloom/contracts/studio/studio-groups";
import type { StudioHistoryEntry } from "@promptloom/contracts/studio/studio-history";
import { History, Trash2 } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toastError } from "../../../lib/toast.ts";
import { useDeleteStudioHistory, useStudioHistory } from "../api/get-studio-history.ts";

/** The member's copied, saved and sent studio prompts, newest first; one opens back in the builder. */
export function StudioHistoryPanel({ onOpen }: { onOpen: (entry: StudioHistoryEntry) => void }) {
  const history = useStudioHistory();
  const remove = useDeleteStudioHistory();
  const removeEntry = (id: string | null) => remove.mutate(id, { onError: (error) => toastError(error.message) });

  return (
    <section aria-labelledby="studio-history-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="studio-history-heading" className="font-semibold">
          History
        </h2>
        {history.data && history.data.length > 0 ? (
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => removeEntry(null)}>
            Clear history
          </Button>
        ) : null}
      </div>
      <QueryState
        query={history}
        items={history.data}
        pendingLabel="Loading your history"
        errorLabel="Could not load your studio history."
        empty={
          <EmptyState
            icon={History}
            title="No studio prompts yet."
            description="Prompts you copy, save or send to the Genie appear here."
          />
        }
      >
        {(entries) => (
          <ul className="max-h-96 divide-y overflow-y-auto">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-start gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-mono text-xs break-words">{entry.text}</p>
                  <p className="text-xs text-muted-foreground">
                    {promptSyntaxLabels[entry.syntax]} · {formatDateTime(entry.createdAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen(entry)}
                  aria-label={`Open in the builder: ${entry.text.slice(0, 60)}`}
                >
                  Open
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-9"
                  aria-label={`Delete from history: ${entry.text.slice(0, 60)}`}
                  disabled={remove.isPending}
                  onClick={() => removeEntry(entry.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
