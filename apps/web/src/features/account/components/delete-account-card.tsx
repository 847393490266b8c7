import { accountMessages } from "@promptloom/contracts/account";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormError } from "../../../components/ui/form-error.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../entities/session/session.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

/** Deletes the account for good, confirmed by typing its e-mail address. */
export function DeleteAccountCard() {
  const { user } = useSession();
  const remove = useDeleteAccount();
  const [confirmEmail, setConfirmEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const matches = confirmEmail.trim().toLowerCase() === user?.email.toLowerCase();
  // Stays busy after success too, while the browser leaves for the home page.
  const isDeleting = remove.isPending || remove.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError(accountMessages.confirmEmailMismatch);
    setError(null);
    remove.mutate(confirmEmail.trim(), {
      onSuccess: () => window.location.assign(paths.home),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : "Could not delete your account. Please try again."),
    });
  };

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
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormError message={error} />
          <FormField
            id="account-delete-confirm"
            label={`Type ${user?.email ?? "your e-mail address"} to confirm`}
            type="email"
            autoComplete="off"
            value={confirmEmail}
            onChange={(event) => setConfirmEmail(event.target.value)}
          />
          <Button type="submit" variant="destructive" disabled={isDeleting || !matches}>
            {isDeleting ? "Deleting..." : "Delete my account"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
