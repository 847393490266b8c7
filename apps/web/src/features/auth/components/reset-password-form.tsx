import { resetPasswordSchema } from "@promptloom/contracts/account";
import { authMessages } from "@promptloom/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";

import { Form } from "../../../components/form/form.tsx";
import { NewPasswordFields } from "../../../components/form/new-password-fields.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { authClient } from "../../../entities/session/auth-client.ts";
import { sessionQueryKey } from "../../../entities/session/session.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";

type Props = { token: string; email: string | null; onDone: () => void };

const describeResetFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 400
    ? "This reset link is invalid or has expired. Request a new one from the sign-in page."
    : authMessages.unknown;

/** Sets the new password, then signs in with it so the link lands in the members area. */
export function ResetPasswordForm({ token, email, onDone }: Props) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { newPassword: "", confirmPassword: "" } });

  return (
    <Form
      form={form}
      className="space-y-4"
      describeError={describeResetFailure}
      onSubmit={async ({ newPassword }) => {
        await authClient.resetPassword({ token, newPassword });
        if (email) await authClient.signIn({ email, password: newPassword }).catch(() => undefined);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        onDone();
      }}
    >
      <NewPasswordFields idPrefix="" />
      <SubmitButton className="w-full" pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </Form>
  );
}
