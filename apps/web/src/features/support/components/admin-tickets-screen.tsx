import { ticketStatuses, ticketStatusLabels, type TicketStatus } from "@promptloom/contracts/support-tickets";
import { Inbox } from "lucide-react";
import { useSearchParams } from "react-router";

import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { EmptyState, LoadMore, QueryState } from "../../../components/ui/query-state.tsx";
import { SearchField } from "../../../components/ui/search-field.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useSetSearchParam } from "../../../lib/use-set-search-param.ts";
import { useAdminTickets } from "../api/admin-tickets.ts";
import { AdminTicketView } from "./admin-ticket-view.tsx";
import { TicketStatusBadge } from "./ticket-status-badge.tsx";

/** The support inbox: tickets and contact messages, filtered and searched; one opens to answer. */
export function AdminTicketsScreen() {
  const [params] = useSearchParams();
  const status = (params.get("status") as TicketStatus | null) ?? undefined;
  const q = params.get("q") ?? "";
  const open = params.get("ticket") ?? "";
  const setParam = useSetSearchParam();
  const tickets = useAdminTickets({ status, q: q || undefined });
  if (open) return <AdminTicketView id={open} onBack={() => setParam("ticket", "")} />;
  const items = tickets.data?.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchField
          value={q}
          label="Search tickets"
          placeholder="Search subject, message, e-mail or name"
          onSearch={(text) => setParam("q", text)}
        />
        <NativeSelect
          aria-label="Status"
          value={status ?? ""}
          onChange={(event) => setParam("status", event.target.value)}
        >
          <option value="">Every status</option>
          {ticketStatuses.map((item) => (
            <option key={item} value={item}>
              {ticketStatusLabels[item]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {tickets.data ? countOf(tickets.data.pages[0]?.total ?? 0, "ticket") : ""}
      </p>
      <QueryState
        query={tickets}
        items={items}
        pendingLabel="Loading tickets"
        errorLabel="Could not load the tickets."
        empty={
          <EmptyState
            icon={Inbox}
            title="No tickets here."
            description="New tickets and contact messages appear here."
          />
        }
      >
        {(loaded) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Tickets">
            {loaded.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center gap-2 p-3 text-left hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => setParam("ticket", ticket.id)}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{ticket.subject}</span>
                    <span className="block text-xs text-muted-foreground">
                      {ticket.name} · {ticket.email} · {ticket.isMember ? "Member" : "Contact form"}
                    </span>
                  </span>
                  <TicketStatusBadge status={ticket.status} />
                  <span className="text-xs text-muted-foreground">{formatDateTime(ticket.updatedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore query={tickets} />
    </div>
  );
}
