import { ticketReplySchema } from "@promptloom/contracts/support-tickets";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useReplyToTicket } from "../api/tickets.ts";

/** The requester adds details to an open ticket. */
export function TicketReplyForm({ ticketId }: { ticketId: string }) {
  const reply = useReplyToTicket();
  const form = useSchemaForm(ticketReplySchema, { defaultValues: { message: "" } });
  return (
    <Form
      form={form}
      className="space-y-3"
      onSubmit={async (values) => {
        await reply.mutateAsync({ id: ticketId, input: values });
        form.reset({ message: "" });
        toast({ title: "Reply sent", variant: "success" });
      }}
    >
      <Field name="message" id="ticket-reply" label="Add a reply" multiline rows={4} maxLength={1000} />
      <SubmitButton pendingLabel="Sending...">Send reply</SubmitButton>
    </Form>
  );
}
