import { accountMessages, updateProfileSchema } from "@promptloom/contracts/account";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { sessionQueryKey, useSession } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { accountApi } from "../api/account-api.ts";

/** The member's name and (read-only) e-mail. */
export function ProfileForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(user?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ fullName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    try {
      await accountApi.updateProfile(parsed.data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast({ title: accountMessages.profileSaved, variant: "success" });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Could not save your name. Please try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>Signed in as {user?.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormField
            id="account-full-name"
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={isPending || fullName.trim() === ""}>
            {isPending ? "Saving..." : "Save name"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
