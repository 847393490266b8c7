import { contactLimits, contactMessageSchema } from "@promptloom/contracts/support";
import { useState } from "react";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { sendContactMessage } from "../api/send-contact-message.ts";
import { ContactFormSent } from "./contact-form-sent.tsx";

const emptyMessage = { name: "", email: "", subject: "", message: "" };

/** Name, e-mail, subject and message, checked with the server's own rules before sending. */
export function ContactForm() {
  const form = useSchemaForm(contactMessageSchema, { defaultValues: emptyMessage });
  const [isSent, setSent] = useState(false);
  const messageLength = form.watch("message").length;

  if (isSent) return <ContactFormSent onWriteAgain={() => setSent(false)} />;

  return (
    <Form
      form={form}
      className="space-y-5"
      onSubmit={async (message) => {
        await sendContactMessage(message);
        form.reset(emptyMessage);
        setSent(true);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" id="contact-name" label="Name" autoComplete="name" maxLength={contactLimits.nameMaxLength} />
        <Field
          name="email"
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.emailMaxLength}
        />
      </div>
      <Field name="subject" id="contact-subject" label="Subject" maxLength={contactLimits.subjectMaxLength} />
      <Field
        name="message"
        id="contact-message"
        label="Message"
        multiline
        rows={6}
        maxLength={contactLimits.messageMaxLength}
        hint={`${messageLength}/${contactLimits.messageMaxLength} characters`}
      />
      <SubmitButton variant="gradient" className="w-full sm:w-auto" pendingLabel="Sending...">
        Send message
      </SubmitButton>
    </Form>
  );
}
