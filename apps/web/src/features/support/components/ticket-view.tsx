import { ticketCategoryLabels } from "@promptloom/contracts/support-tickets";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { Alert } from "../../../components/ui/alert.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { ItemState } from "../../../components/ui/item-state.tsx";
import { useTicket } from "../api/tickets.ts";
import { TicketConversation } from "./ticket-conversation.tsx";
import { TicketReplyForm } from "./ticket-reply-form.tsx";
import { TicketStatusBadge } from "./ticket-status-badge.tsx";

/** One of the member's tickets: its conversation and, while it is open, a reply. */
export function TicketView({ id, backHref }: { id: string; backHref: string }) {
  const ticket = useTicket(id);
  const back = (
    <Link to={backHref} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <ArrowLeft aria-hidden="true" />
      Support
    </Link>
  );
  return (
    <ItemState query={ticket} pendingLabel="Loading the ticket" errorLabel="Could not open this ticket." back={back}>
      {(loaded) => (
        <article className="mx-auto max-w-3xl space-y-4">
          {back}
          <header className="space-y-1">
            <h2 className="text-xl font-semibold break-words">{loaded.subject}</h2>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <TicketStatusBadge status={loaded.status} />
              {ticketCategoryLabels[loaded.category]}
            </p>
          </header>
          <TicketConversation ticket={loaded} />
          {loaded.status === "closed" ? (
            <Alert>This ticket is closed. Open a new one if you need more help.</Alert>
          ) : (
            <TicketReplyForm ticketId={id} />
          )}
        </article>
      )}
    </ItemState>
  );
}
