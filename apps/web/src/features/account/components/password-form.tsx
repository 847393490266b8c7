import { accountMessages, changePasswordSchema } from "@promptloom/contracts/account";
import { authMessages } from "@promptloom/contracts/auth";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toFieldErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangePassword } from "../api/change-password.ts";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

const describeFailure = (error: unknown) => {
  if (error instanceof ApiError && error.status === 400 && /invalid password/i.test(error.message)) {
    return accountMessages.wrongPassword;
  }
  return error instanceof Error && error.message ? error.message : "Could not change your password. Please try again.";
};

/** Change the password: the current one, then the new one twice. */
export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(toFieldErrors<Field>(parsed.error));
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        toast({ title: accountMessages.passwordChanged, variant: "success" });
      },
      onError: (failure) => setFormError(describeFailure(failure)),
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`account-${name}`}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name]}
      hint={hint}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Other devices are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormError message={formError} />
          {field("currentPassword", "Current password", "current-password")}
          {field("newPassword", "New password", "new-password", authMessages.passwordHint)}
          {field("confirmPassword", "Confirm new password", "new-password")}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
