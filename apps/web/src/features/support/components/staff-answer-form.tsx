import { staffReplySchema } from "@promptloom/contracts/support-tickets";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useAnswerTicket } from "../api/admin-tickets.ts";

/** The team's answer, e-mailed to the requester; it may close the ticket too. */
export function StaffAnswerForm({ ticketId, requester }: { ticketId: string; requester: string }) {
  const answer = useAnswerTicket();
  const form = useSchemaForm(staffReplySchema, { defaultValues: { message: "", close: false } });
  return (
    <Form
      form={form}
      className="space-y-3"
      onSubmit={async (values) => {
        await answer.mutateAsync({ id: ticketId, input: values });
        form.reset({ message: "", close: false });
        toast({ title: "Answer sent", description: `E-mailed to ${requester}.`, variant: "success" });
      }}
    >
      <Field name="message" id="staff-answer" label="Your answer" multiline rows={6} maxLength={1000} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register("close")} />
        Close the ticket
      </label>
      <SubmitButton pendingLabel="Sending...">Send answer</SubmitButton>
    </Form>
  );
}
