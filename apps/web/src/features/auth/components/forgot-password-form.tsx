import { authMessages, forgotPasswordSchema } from "@promptloom/contracts/auth";
import { useState } from "react";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { authClient } from "../../../entities/session/auth-client.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { describePasswordResetError } from "../auth-errors.ts";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: "" } });
  const [isSent, setSent] = useState(false);

  return (
    <Form
      form={form}
      className="space-y-4"
      describeError={describePasswordResetError}
      onSubmit={async ({ email }) => {
        setSent(false);
        await authClient.requestPasswordReset(email);
        setSent(true);
      }}
    >
      <p className="text-sm text-muted-foreground">
        Enter the e-mail you signed up with and we will send you a link to choose a new password.
      </p>
      {isSent ? (
        <Alert variant="success">
          <AlertDescription>{authMessages.resetNotFound}</AlertDescription>
        </Alert>
      ) : null}
      <Field name="email" id="reset-email" label="Email" type="email" autoComplete="email" />
      <SubmitButton className="w-full" pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </Form>
  );
}
