import {
  memberAccessLabels,
  memberAccessLevels,
  setMemberAccessSchema,
  type MemberAccessLevel,
  type MemberDetail,
} from "@promptloom/contracts/admin-users";

import { Field } from "../../../components/form/field.tsx";
import { FormDialog } from "../../../components/form/form-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useSetMemberAccess } from "../api/member-actions.ts";

const currentAccess = (member: MemberDetail): MemberAccessLevel =>
  member.refunded ? "refunded" : member.isPaid ? "paid" : "unpaid";

const doneMessages: Record<MemberAccessLevel, (name: string) => string> = {
  paid: (name) => `${name} now has paid access`,
  unpaid: (name) => `${name} no longer has paid access`,
  refunded: (name) => `${name} is marked refunded and signed out everywhere`,
};

/** Mark a member paid, unpaid or refunded by hand; the reason goes into the audit log. */
export function AccessDialog({ member, onClose }: { member: MemberDetail; onClose: () => void }) {
  const setAccess = useSetMemberAccess();
  const form = useSchemaForm(setMemberAccessSchema, { defaultValues: { access: currentAccess(member), reason: "" } });
  const name = member.name || member.email;
  return (
    <FormDialog
      title="Change access"
      description={
        <>
          Refunded cancels {name}&apos;s billing and signs them out on every device. The reason is kept in the audit
          log.
        </>
      }
      form={form}
      submitLabel="Save access"
      onClose={onClose}
      onSubmit={async (input) => {
        await setAccess.mutateAsync({ id: member.id, input });
        toast({ title: doneMessages[input.access](name), variant: "success" });
      }}
    >
      <Field name="access" id="access-level" label="Access" select>
        {memberAccessLevels.map((level) => (
          <option key={level} value={level}>
            {memberAccessLabels[level]}
          </option>
        ))}
      </Field>
      <Field name="reason" id="access-reason" label="Reason" multiline rows={3} />
    </FormDialog>
  );
}
