import { ticketStatusLabels, type TicketStatus } from "@promptloom/contracts/support-tickets";

import { Badge } from "../../../components/ui/badge.tsx";

const tones: Record<TicketStatus, string> = {
  open: "bg-warning/15 text-warning",
  answered: "bg-success/15 text-success",
  closed: "bg-muted text-muted-foreground",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge className={tones[status]}>{ticketStatusLabels[status]}</Badge>;
}
