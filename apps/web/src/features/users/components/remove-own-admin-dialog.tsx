import { memberMessages } from "@promptloom/contracts/admin-users";

import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";

/** The confirmation an admin gives before taking their own admin access away. */
export function RemoveOwnAdminDialog({
  isPending,
  onConfirm,
  onClose,
}: {
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove your own admin access?</DialogTitle>
          <DialogDescription>{memberMessages.confirmSelf}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
            Remove my admin access
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
