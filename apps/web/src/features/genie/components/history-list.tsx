import { useQuery } from "@tanstack/react-query";
import { History, Trash2 } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toastError } from "../../../lib/toast.ts";
import { useDeleteGenieSession } from "../api/delete-genie-session.ts";
import { genieSessionsQueryOptions } from "../api/get-genie-sessions.ts";

/** The member's Genie sessions: reopen one to carry on, or delete it. */
export function HistoryList({
  activeId,
  onOpen,
  onDeleted,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const sessions = useQuery(genieSessionsQueryOptions);
  const remove = useDeleteGenieSession();
  return (
    <section aria-labelledby="genie-history" className="space-y-3">
      <h2 id="genie-history" className="text-lg font-semibold">
        History
      </h2>
      <QueryState
        query={sessions}
        items={sessions.data}
        pendingLabel="Loading your Genie sessions"
        errorLabel="Could not load your Genie sessions."
        empty={
          <EmptyState
            icon={History}
            title="No sessions yet."
            description="Each request you refine is kept here to reopen later."
          />
        }
      >
        {(items) => (
          <ul className="space-y-2">
            {items.map((session) => (
              <li
                key={session.id}
                className="flex items-start gap-2 rounded-md border border-border p-2"
                aria-current={session.id === activeId ? "true" : undefined}
              >
                <button type="button" className="min-w-0 flex-1 text-left" onClick={() => onOpen(session.id)}>
                  <span className="block truncate text-sm font-medium">{session.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {session.versionCount} {session.versionCount === 1 ? "version" : "versions"} ·{" "}
                    {formatDateTime(session.updatedAt)}
                  </span>
                </button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete "${session.title}"`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(session.id, {
                      onSuccess: () => onDeleted(session.id),
                      onError: (error) => toastError(error.message),
                    })
                  }
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
