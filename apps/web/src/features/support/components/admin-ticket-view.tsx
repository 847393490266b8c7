import { ticketCategoryLabels } from "@promptloom/contracts/support-tickets";
import { ArrowLeft } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toastError } from "../../../lib/toast.ts";
import { useAdminTicket, useSetTicketStatus } from "../api/admin-tickets.ts";
import { StaffAnswerForm } from "./staff-answer-form.tsx";
import { TicketConversation } from "./ticket-conversation.tsx";
import { TicketStatusBadge } from "./ticket-status-badge.tsx";

/** One ticket for the team: who asked, the conversation, the answer form, close or reopen. */
export function AdminTicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const ticket = useAdminTicket(id);
  const setStatus = useSetTicketStatus();
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      All tickets
    </Button>
  );
  if (ticket.isPending) return <Spinner label="Loading the ticket" />;
  if (ticket.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          message={`Could not open this ticket. ${ticket.error.message}`}
          onRetry={() => void ticket.refetch()}
        />
      </div>
    );
  }
  const { subject, category, status, name, email, isMember } = ticket.data;
  const change = (next: "open" | "closed") =>
    setStatus.mutate({ id, status: next }, { onError: (error) => toastError(error.message) });
  return (
    <article className="max-w-3xl space-y-4">
      {back}
      <header className="space-y-1">
        <h2 className="text-xl font-semibold break-words">{subject}</h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <TicketStatusBadge status={status} />
          {ticketCategoryLabels[category]} · {name} &lt;{email}&gt; · {isMember ? "Member" : "Contact form"}
        </p>
      </header>
      <TicketConversation ticket={ticket.data} />
      <StaffAnswerForm ticketId={id} requester={email} />
      <div>
        {status === "closed" ? (
          <Button variant="outline" disabled={setStatus.isPending} onClick={() => change("open")}>
            Reopen
          </Button>
        ) : (
          <Button variant="outline" disabled={setStatus.isPending} onClick={() => change("closed")}>
            Close without answering
          </Button>
        )}
      </div>
    </article>
  );
}
