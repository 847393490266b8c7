import { accountMessages } from "@promptloom/contracts/account";
import { authMessages, newPasswordSchema } from "@promptloom/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { authClient } from "../../../entities/session/auth-client.ts";
import { sessionQueryKey } from "../../../entities/session/session.ts";

type Props = { token: string; email: string | null; onDone: () => void };

/** Sets the new password, then signs in with it so the link lands in the members area. */
export function ResetPasswordForm({ token, email, onDone }: Props) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (confirmation !== password) return setErrors({ confirmation: accountMessages.passwordsDiffer });
    setErrors({});
    setPending(true);
    try {
      await authClient.resetPassword({ token, newPassword: parsed.data });
      if (email) await authClient.signIn({ email, password: parsed.data }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onDone();
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status === 400
          ? "This reset link is invalid or has expired. Request a new one from the sign-in page."
          : authMessages.unknown,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormError message={formError} />
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={authMessages.passwordHint}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
