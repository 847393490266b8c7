import { memberMessages, type MemberDetail } from "@promptloom/contracts/admin-users";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { describeFailure } from "../../../components/form/form.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { sessionQueryKey } from "../../../entities/session/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useLiftSharingBan, useSendPasswordReset, useSetMemberAdmin } from "../api/member-actions.ts";
import { AccessDialog } from "./access-dialog.tsx";
import { CommunityBanDialog } from "./community-ban-dialog.tsx";
import { DeleteMemberDialog } from "./delete-member-dialog.tsx";

type OpenDialog = "access" | "ban" | "delete" | "remove-own-admin" | null;

/** Runs one action, then says how it went in a toast. */
const report = async (action: () => Promise<unknown>, done: string) => {
  try {
    await action();
    toast({ title: done, variant: "success" });
  } catch (error) {
    toast({ title: "The change was not made", description: describeFailure(error), variant: "destructive" });
  }
};

/** What an admin can do to a member's account; every change is written to the audit log. */
export function MemberActionsPanel({
  member,
  isSelf,
  onDeleted,
}: {
  member: MemberDetail;
  isSelf: boolean;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const setAdmin = useSetMemberAdmin();
  const resetPassword = useSendPasswordReset();
  const liftBan = useLiftSharingBan();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const name = member.name || member.email;

  const changeAdmin = (isAdmin: boolean, confirm = false) =>
    report(
      async () => {
        await setAdmin.mutateAsync({ id: member.id, input: { isAdmin, confirm } });
        // Your own admin access decides what the members area shows you.
        if (isSelf) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
      isAdmin ? `${name} is now an admin` : `${name} is no longer an admin`,
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {member.isAdmin ? (
          <Button
            variant="outline"
            disabled={setAdmin.isPending}
            onClick={() => (isSelf ? setDialog("remove-own-admin") : void changeAdmin(false))}
          >
            Remove admin
          </Button>
        ) : (
          <Button variant="outline" disabled={setAdmin.isPending} onClick={() => void changeAdmin(true)}>
            Make admin
          </Button>
        )}
        <Button variant="outline" onClick={() => setDialog("access")}>
          Change access
        </Button>
        <Button
          variant="outline"
          disabled={resetPassword.isPending}
          onClick={() =>
            void resetPassword.mutateAsync(member.id).then(
              (sent) => toast({ title: sent, variant: "success" }),
              (error: unknown) =>
                toast({ title: "No e-mail was sent", description: describeFailure(error), variant: "destructive" }),
            )
          }
        >
          Send password reset
        </Button>
        {member.isCommunityBanned ? (
          <Button
            variant="outline"
            disabled={liftBan.isPending}
            onClick={() =>
              void report(
                () => liftBan.mutateAsync({ id: member.id, input: undefined }),
                `${name} may share prompts again`,
              )
            }
          >
            Lift sharing ban
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setDialog("ban")}>
            Ban from sharing
          </Button>
        )}
        {isSelf ? null : (
          <Button variant="destructive" onClick={() => setDialog("delete")}>
            Delete account
          </Button>
        )}
      </CardContent>
      {dialog === "access" ? <AccessDialog member={member} onClose={close} /> : null}
      {dialog === "ban" ? <CommunityBanDialog member={member} onClose={close} /> : null}
      {dialog === "delete" ? <DeleteMemberDialog member={member} onClose={close} onDeleted={onDeleted} /> : null}
      <ConfirmDialog
        open={dialog === "remove-own-admin"}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Remove your own admin access?"
        description={memberMessages.confirmSelf}
        confirmLabel="Remove my admin access"
        pendingLabel="Removing..."
        onConfirm={() => changeAdmin(false, true)}
      />
    </Card>
  );
}
