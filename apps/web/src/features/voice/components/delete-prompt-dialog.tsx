import { useState, type ReactNode } from "react";

import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteVoicePrompt } from "../api/delete-voice-prompt.ts";

/** Asks before deleting a voice prompt; `children` is the button that asks. */
export function DeletePromptDialog({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteVoicePrompt();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this voice prompt?</DialogTitle>
          <DialogDescription>“{title}” will be removed for good.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(id, {
                onSuccess: () => setOpen(false),
                onError: (error) =>
                  toast({ title: "Delete failed", description: error.message, variant: "destructive" }),
              })
            }
          >
            {remove.isPending ? "Deleting…" : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
