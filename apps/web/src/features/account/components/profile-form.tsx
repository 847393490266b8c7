import { accountMessages, updateProfileSchema } from "@promptloom/contracts/account";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../entities/session/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** The member's name and (read-only) e-mail. */
export function ProfileForm() {
  const { user } = useSession();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(user?.name ?? "");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ fullName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: accountMessages.profileSaved, variant: "success" }),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : "Could not save your name. Please try again."),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>Signed in as {user?.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField
            id="account-full-name"
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={update.isPending || fullName.trim() === ""}>
            {update.isPending ? "Saving..." : "Save name"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
