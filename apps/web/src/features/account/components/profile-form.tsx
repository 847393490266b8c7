import { accountMessages, updateProfileSchema } from "@promptloom/contracts/account";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useSession } from "../../../entities/session/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

/** The member's name and (read-only) e-mail. */
export function ProfileForm() {
  const { user } = useSession();
  const update = useUpdateProfile();
  const form = useSchemaForm(updateProfileSchema, { values: { fullName: user?.name ?? "" } });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>Signed in as {user?.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            toast({ title: accountMessages.profileSaved, variant: "success" });
          }}
        >
          <Field name="fullName" id="account-full-name" label="Full name" autoComplete="name" />
          <SubmitButton pendingLabel="Saving..." disabled={form.watch("fullName").trim() === ""}>
            Save name
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
