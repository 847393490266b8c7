import { signInSchema } from "@promptloom/contracts/auth";
import { authToasts } from "@promptloom/contracts/auth-messages";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { authClient } from "../../../entities/session/auth-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useIsHydrated } from "../../../lib/use-is-hydrated.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { describeSignInError } from "../auth-errors.ts";

/** A refusal the server explained stays in the form; any other failure is the 'Failed to sign in' toast. */
const describeFailure = (error: unknown) => {
  const message = describeSignInError(error);
  if (!message) toast({ ...authToasts.signInFailed, variant: "destructive" });
  return message;
};

export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  /** Runs once the session exists; the form stays busy until it settles. */
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
}) {
  const form = useSchemaForm(signInSchema, { defaultValues: { email: "", password: "" } });
  // Prerendered, it would do nothing until the page's script runs: it waits, like the submit button.
  const isHydrated = useIsHydrated();

  return (
    <Form
      form={form}
      className="space-y-4"
      describeError={describeFailure}
      onInvalid={() => toast({ ...authToasts.validation, variant: "destructive" })}
      onSubmit={async (credentials) => {
        await authClient.signIn(credentials);
        await onSignedIn();
      }}
    >
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="password" label="Password" type="password" autoComplete="current-password" />
      <div className="flex justify-end">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-sm"
          disabled={!isHydrated}
          onClick={onForgotPassword}
        >
          Forgot password?
        </Button>
      </div>
      <SubmitButton className="w-full" pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </Form>
  );
}
