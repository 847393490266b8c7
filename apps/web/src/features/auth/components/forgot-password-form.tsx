import { authMessages, forgotPasswordSchema } from "@promptloom/contracts/auth";
import { useState, type FormEvent } from "react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { authClient } from "../../../entities/session/auth-client.ts";
import { describePasswordResetError } from "../auth-errors.ts";

type Outcome = { kind: "sent" | "error"; message: string };

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById("reset-email")?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      await authClient.requestPasswordReset(parsed.data.email);
      setOutcome({ kind: "sent", message: authMessages.resetNotFound });
    } catch (error) {
      setOutcome({ kind: "error", message: describePasswordResetError(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Enter the e-mail you signed up with and we will send you a link to choose a new password.
      </p>
      {outcome ? (
        <Alert variant={outcome.kind === "sent" ? "success" : "destructive"}>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? "Sending..." : "Send reset link"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
