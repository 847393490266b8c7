import { contactLimits, contactMessageSchema, type ContactMessageInput } from "@promptloom/contracts/support";
import { useRef, useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { FormField, TextareaField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { sendContactMessage } from "../api/send-contact-message.ts";
import { ContactFormSent } from "./contact-form-sent.tsx";

type Field = keyof ContactMessageInput;
type Status = { kind: "editing" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

const emptyMessage: ContactMessageInput = { name: "", email: "", subject: "", message: "" };
const fieldOrder: Field[] = ["name", "email", "subject", "message"];

/** Name, e-mail, subject and message, checked with the server's own rules before sending. */
export function ContactForm() {
  const [values, setValues] = useState(emptyMessage);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = toFieldErrors<Field>(parsed.error);
      setErrors(fieldErrors);
      const firstInvalid = fieldOrder.find((field) => fieldErrors[field]);
      formRef.current?.querySelector<HTMLElement>(`#contact-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    try {
      await sendContactMessage(parsed.data);
      setValues(emptyMessage);
      setStatus({ kind: "sent" });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
      setStatus({ kind: "failed", message });
    }
  };

  if (status.kind === "sent") return <ContactFormSent onWriteAgain={() => setStatus({ kind: "editing" })} />;

  const isSending = status.kind === "sending";
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={isSending}>
      <FormError message={status.kind === "failed" ? status.message : null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" maxLength={contactLimits.nameMaxLength} {...bind("name")} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.emailMaxLength}
          {...bind("email")}
        />
      </div>
      <FormField label="Subject" maxLength={contactLimits.subjectMaxLength} {...bind("subject")} />
      <TextareaField
        label="Message"
        rows={6}
        maxLength={contactLimits.messageMaxLength}
        hint={`${values.message.length}/${contactLimits.messageMaxLength} characters`}
        {...bind("message")}
      />
      <Button type="submit" variant="gradient" className="w-full sm:w-auto" disabled={isSending}>
        {isSending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
