import { signInSchema } from "@promptloom/contracts/auth";
import { authToasts } from "@promptloom/contracts/auth-messages";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { authClient } from "../../../entities/session/auth-client.ts";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { describeSignInError } from "../auth-errors.ts";

type Field = "email" | "password";

export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  /** Runs once the session exists; the form stays busy until it settles. */
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
}) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = toFieldErrors<Field>(parsed.error);
      setErrors(fieldErrors);
      toast({ ...authToasts.validation, variant: "destructive" });
      document.getElementById(fieldErrors.email ? "email" : "password")?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await authClient.signIn(parsed.data);
      await onSignedIn();
    } catch (error) {
      const message = describeSignInError(error);
      if (message) setFormError(message);
      else toast({ ...authToasts.signInFailed, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const update = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormError message={formError} />
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update("email")}
        error={errors.email}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={update("password")}
        error={errors.password}
      />
      <div className="flex justify-end">
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
