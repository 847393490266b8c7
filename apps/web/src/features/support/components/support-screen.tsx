import { useSearchParams } from "react-router";

import { Card } from "../../../components/ui/card.tsx";
import { useLiveTickets } from "../api/tickets.ts";
import { MemberFaqList } from "./member-faq-list.tsx";
import { MyTickets } from "./my-tickets.tsx";
import { TicketForm } from "./ticket-form.tsx";
import { TicketView } from "./ticket-view.tsx";

/** /app/support: common questions, a ticket form and the member's tickets; an open ticket by address. */
export function SupportScreen() {
  const [params, setParams] = useSearchParams();
  const open = params.get("ticket") ?? "";
  useLiveTickets();
  if (open) return <TicketView id={open} backHref="/app/support" />;
  const hrefOf = (id: string) => `?ticket=${id}`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <section aria-labelledby="faq-heading" className="space-y-3">
          <h2 id="faq-heading" className="text-lg font-semibold">
            Common questions
          </h2>
          <MemberFaqList />
        </section>
        <section aria-labelledby="tickets-heading" className="space-y-3">
          <h2 id="tickets-heading" className="text-lg font-semibold">
            Your tickets
          </h2>
          <MyTickets hrefOf={hrefOf} />
        </section>
      </div>
      <Card className="space-y-4 p-4" aria-labelledby="new-ticket-heading">
        <h2 id="new-ticket-heading" className="text-lg font-semibold">
          Open a ticket
        </h2>
        <p className="text-sm text-muted-foreground">We usually answer within one business day, by e-mail and here.</p>
        <TicketForm onOpened={(id) => setParams({ ticket: id })} />
      </Card>
    </div>
  );
}
