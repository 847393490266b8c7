import type { Ticket } from "@promptloom/contracts/support-tickets";

import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";

/** A ticket's messages, oldest first: the requester's and the team's, told apart. */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  return (
    <ol className="space-y-3" aria-label="Conversation">
      {ticket.entries.map((entry) => (
        <li
          key={entry.id}
          className={cn(
            "rounded-lg border p-3",
            entry.author === "staff" ? "border-primary/40 bg-primary/5" : "border-border bg-card",
          )}
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{entry.authorName}</span> ·{" "}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
