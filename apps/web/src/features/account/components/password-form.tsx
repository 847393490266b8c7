import { accountMessages, changePasswordSchema } from "@promptloom/contracts/account";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { NewPasswordFields } from "../../../components/form/new-password-fields.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useChangePassword } from "../api/change-password.ts";

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
  const form = useSchemaForm(changePasswordSchema, { defaultValues: empty });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Other devices are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          className="space-y-4"
          describeError={describeFailure}
          onSubmit={async ({ currentPassword, newPassword }) => {
            await change.mutateAsync({ currentPassword, newPassword });
            form.reset(empty);
            toast({ title: accountMessages.passwordChanged, variant: "success" });
          }}
        >
          <Field
            name="currentPassword"
            id="account-currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields idPrefix="account-" />
          <SubmitButton pendingLabel="Changing...">Change password</SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
