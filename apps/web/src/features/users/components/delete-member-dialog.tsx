import { deleteMemberSchema, memberMessages, type MemberDetail } from "@promptloom/contracts/admin-users";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useDeleteMember } from "../api/member-actions.ts";

/** The contract's deletion, also checking in the browser that the typed address is this member's. */
const confirmSchema = (email: string) =>
  deleteMemberSchema.refine((input) => input.confirmEmail.toLowerCase() === email.toLowerCase(), {
    message: memberMessages.confirmEmailMismatch,
    path: ["confirmEmail"],
  });

/** Delete an account for good: billing is cancelled first, then everything the member made. */
export function DeleteMemberDialog({
  member,
  onClose,
  onDeleted,
}: {
  member: MemberDetail;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteMember();
  const form = useSchemaForm(confirmSchema(member.email), { defaultValues: { confirmEmail: "", reason: "" } });
  return (
    <FormDialog
      title="Delete account"
      description={
        <>
          This cancels {member.email}&apos;s billing, then deletes the account with its saved prompts, history and
          uploads. It cannot be undone. Type the member&apos;s e-mail address to confirm.
        </>
      }
      form={form}
      submitLabel="Delete account"
      destructive
      onClose={onClose}
      onSubmit={async (input) => {
        await remove.mutateAsync({ id: member.id, input });
        toast({ title: `${member.email} was deleted`, variant: "success" });
        onDeleted();
      }}
    >
      <Field name="confirmEmail" id="delete-email" label="Member's e-mail address" autoComplete="off" />
      <Field name="reason" id="delete-reason" label="Reason" multiline rows={3} />
    </FormDialog>
  );
}
