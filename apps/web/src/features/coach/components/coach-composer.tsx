import { coachLimits, sendCoachMessageSchema } from "@promptloom/contracts/coach";
import { Send, Square } from "lucide-react";
import { z } from "zod";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

const messageSchema = z.object({ content: sendCoachMessageSchema.shape.content });

/** The message box: Enter sends, Shift+Enter starts a new line; Stop ends an answer under way. */
export function CoachComposer({
  isStreaming,
  onSend,
  onStop,
}: {
  isStreaming: boolean;
  onSend: (content: string) => void;
  onStop: () => void;
}) {
  const form = useSchemaForm(messageSchema, { defaultValues: { content: "" } });
  return (
    <Form
      form={form}
      className="flex items-end gap-2"
      onSubmit={({ content }) => {
        if (isStreaming) return;
        form.reset({ content: "" });
        onSend(content);
      }}
    >
      <div className="min-w-0 flex-1">
        <Field
          name="content"
          id="coach-message"
          label="Message to the coach"
          multiline
          rows={2}
          maxLength={coachLimits.messageMaxLength}
          placeholder="What should I focus on this afternoon?"
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </div>
      {isStreaming ? (
        <Button type="button" variant="outline" onClick={onStop}>
          <Square aria-hidden="true" />
          Stop
        </Button>
      ) : (
        <SubmitButton>
          <Send aria-hidden="true" />
          Send
        </SubmitButton>
      )}
    </Form>
  );
}
