import {
  createTicketSchema,
  ticketCategories,
  ticketCategoryLabels,
  ticketMessages,
} from "@promptloom/contracts/support-tickets";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useOpenTicket } from "../api/tickets.ts";

// No topic until one is chosen: the list starts on "Choose a topic".
const emptyTicket = { subject: "", message: "" };

/** Opens a ticket; the team is e-mailed and the ticket joins the member's list. */
export function TicketForm({ onOpened }: { onOpened: (id: string) => void }) {
  const open = useOpenTicket();
  const form = useSchemaForm(createTicketSchema, { defaultValues: emptyTicket });
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async (values) => {
        const ticket = await open.mutateAsync(values);
        form.reset(emptyTicket);
        toast({ title: "Ticket sent", description: ticketMessages.created, variant: "success" });
        onOpened(ticket.id);
      }}
    >
      <Field name="subject" id="ticket-subject" label="Subject" placeholder="Export to CSV drops my tags" />
      <Field name="category" id="ticket-category" label="What is it about?" select>
        <option value="">Choose a topic</option>
        {ticketCategories.map((category) => (
          <option key={category} value={category}>
            {ticketCategoryLabels[category]}
          </option>
        ))}
      </Field>
      <Field
        name="message"
        id="ticket-message"
        label="Message"
        multiline
        rows={5}
        maxLength={1000}
        hint="What you did, what you expected and what happened instead."
      />
      <SubmitButton pendingLabel="Sending...">Send ticket</SubmitButton>
    </Form>
  );
}
