import { accountMessages, deleteAccountSchema, freshSignInMinutes } from "@promptloom/contracts/account";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../entities/session/session.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

/**
 * Deletes the account for good, confirmed by typing its e-mail address and proved by the current
 * password (or, for a Google account without one, a recent sign-in).
 */
export function DeleteAccountCard() {
  const { user } = useSession();
  const remove = useDeleteAccount();
  const email = user?.email.toLowerCase();
  const form = useSchemaForm(
    deleteAccountSchema.refine(({ confirmEmail }) => confirmEmail === email, {
      message: accountMessages.confirmEmailMismatch,
      path: ["confirmEmail"],
    }),
    { defaultValues: { confirmEmail: "", password: "" } },
  );
  const matches = form.watch("confirmEmail").trim().toLowerCase() === email;

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Cancels your subscription at once and permanently deletes your account, saved prompts and history. This cannot
          be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (input) => {
            await remove.mutateAsync(input);
            window.location.assign(paths.home);
          }}
        >
          <Field
            name="confirmEmail"
            id="account-delete-confirm"
            label={`Type ${user?.email ?? "your e-mail address"} to confirm`}
            type="email"
            autoComplete="off"
          />
          <Field
            name="password"
            id="account-delete-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint={`Signed up with Google and never set a password? Leave this empty: signing in with Google within the last ${freshSignInMinutes} minutes confirms it is you.`}
          />
          {/* Stays busy after success too, while the browser leaves for the home page. */}
          <SubmitButton variant="destructive" pendingLabel="Deleting..." disabled={!matches || remove.isSuccess}>
            {remove.isSuccess ? "Deleting..." : "Delete my account"}
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
