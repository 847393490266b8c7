import { communityBanSchema, type MemberDetail } from "@promptloom/contracts/admin-users";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useBanFromSharing } from "../api/member-actions.ts";

/** Stop a member from sharing community prompts; they see the reason when they try. */
export function CommunityBanDialog({ member, onClose }: { member: MemberDetail; onClose: () => void }) {
  const ban = useBanFromSharing();
  const form = useSchemaForm(communityBanSchema, { defaultValues: { reason: "" } });
  const name = member.name || member.email;
  return (
    <FormDialog
      title="Ban from sharing"
      description={`${name} keeps their account but can no longer share prompts with the community.`}
      form={form}
      submitLabel="Ban from sharing"
      destructive
      onClose={onClose}
      onSubmit={async (input) => {
        await ban.mutateAsync({ id: member.id, input });
        toast({ title: `${name} can no longer share prompts`, variant: "success" });
      }}
    >
      <Field name="reason" id="ban-reason" label="Reason" multiline rows={3} />
    </FormDialog>
  );
}
