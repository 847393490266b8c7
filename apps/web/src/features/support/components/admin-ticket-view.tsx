import { ticketCategoryLabels } from "@promptloom/contracts/support-tickets";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { ItemState } from "../../../components/ui/item-state.tsx";
import { toastError } from "../../../lib/toast.ts";
import { useAdminTicket, useSetTicketStatus } from "../api/admin-tickets.ts";
import { StaffAnswerForm } from "./staff-answer-form.tsx";
import { TicketConversation } from "./ticket-conversation.tsx";
import { TicketStatusBadge } from "./ticket-status-badge.tsx";

/** One ticket for the team: who asked, the conversation, the answer form, close or reopen. */
export function AdminTicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const ticket = useAdminTicket(id);
  const setStatus = useSetTicketStatus();
  const change = (status: "open" | "closed") =>
    setStatus.mutate({ id, status }, { onError: (error) => toastError(error.message) });
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      All tickets
    </Button>
  );
  return (
    <ItemState query={ticket} pendingLabel="Loading the ticket" errorLabel="Could not open this ticket." back={back}>
      {(loaded) => (
        <article className="max-w-3xl space-y-4">
          {back}
          <header className="space-y-1">
            <h2 className="text-xl font-semibold break-words">{loaded.subject}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <TicketStatusBadge status={loaded.status} />
              {ticketCategoryLabels[loaded.category]} · {loaded.name} &lt;{loaded.email}&gt; ·{" "}
              {loaded.isMember ? "Member" : "Contact form"}
            </p>
          </header>
          <TicketConversation ticket={loaded} />
          <StaffAnswerForm ticketId={id} requester={loaded.email} />
          <Button
            variant="outline"
            disabled={setStatus.isPending}
            onClick={() => change(loaded.status === "closed" ? "open" : "closed")}
          >
            {loaded.status === "closed" ? "Reopen" : "Close without answering"}
          </Button>
        </article>
      )}
    </ItemState>
  );
}
