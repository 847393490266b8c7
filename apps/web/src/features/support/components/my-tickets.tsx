import { Inbox } from "lucide-react";
import { Link } from "react-router";

import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { useMyTickets } from "../api/tickets.ts";
import { TicketStatusBadge } from "./ticket-status-badge.tsx";

/** The member's tickets, latest activity first, each opening its conversation. */
export function MyTickets({ hrefOf }: { hrefOf: (id: string) => string }) {
  const tickets = useMyTickets();
  return (
    <QueryState
      query={tickets}
      items={tickets.data}
      pendingLabel="Loading your tickets"
      errorLabel="Could not load your tickets."
      empty={
        <EmptyState
          icon={Inbox}
          title="No tickets yet."
          description="Tickets you open appear here with their replies."
        />
      }
    >
      {(items) => (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Your tickets">
          {items.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={hrefOf(ticket.id)}
                className="flex flex-wrap items-center gap-2 p-3 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="min-w-0 flex-1 font-medium break-words">{ticket.subject}</span>
                <TicketStatusBadge status={ticket.status} />
                <span className="text-xs text-muted-foreground">
                  {formatDate(ticket.updatedAt)}
                  {ticket.replyCount > 0
                    ? ` · ${ticket.replyCount} ${ticket.replyCount === 1 ? "reply" : "replies"}`
                    : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
