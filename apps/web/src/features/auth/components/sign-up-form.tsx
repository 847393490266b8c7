import { authMessages, signUpSchema } from "@promptloom/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { authClient } from "../../../lib/auth-client.ts";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { sessionQueryKey } from "../../../lib/session.ts";

type Field = "email" | "fullName" | "password";

const describeSignUpError = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 422) {
    return "An account with this email already exists. Please sign in instead.";
  }
  return error instanceof Error && error.message ? error.message : "Account creation failed. Please try again.";
};

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: "", fullName: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = toFieldErrors<Field>(parsed.error);
      setErrors(fieldErrors);
      const first = (["email", "fullName", "password"] as const).find((field) => fieldErrors[field]);
      if (first) document.getElementById(`sign-up-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await authClient.signUp(parsed.data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onSignedUp();
    } catch (error) {
      setFormError(describeSignUpError(error));
    } finally {
      setPending(false);
    }
  };

  const update = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update("email")}
        error={errors.email}
      />
      <FormField
        id="sign-up-fullName"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        onChange={update("fullName")}
        error={errors.fullName}
      />
      <PasswordField
        id="sign-up-password"
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={update("password")}
        error={errors.password}
        hint={authMessages.passwordHint}
      />
      <Button
        type="submit"
        className="w-full"
        disabled={isPending || !values.email || !values.password || !values.fullName}
      >
        {isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
