import { apiKeyMessages, type CreatedApiKey } from "@promptloom/contracts/api-keys";

import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { CopyTextButton } from "./copy-text-button.tsx";

/** The only time a key is shown in full: the member copies it before closing. */
export function NewApiKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  return (
    <Dialog open={created !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your new API key: {created?.name}</DialogTitle>
          <DialogDescription>{apiKeyMessages.created}</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1.5 text-sm font-medium" htmlFor="new-api-key">
          API key
          <input
            id="new-api-key"
            readOnly
            value={created?.key ?? ""}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-input bg-muted px-3 py-2 font-mono text-xs break-all"
          />
        </label>
        <p className="text-sm text-muted-foreground">
          In n8n, create a Header Auth credential with Name <code>Authorization</code> and Value{" "}
          <code>Bearer {created ? `${created.prefix}…` : "pl_live_…"}</code> (the whole key after “Bearer ”).
        </p>
        <DialogFooter>
          <CopyTextButton text={created?.key ?? ""} label="Copy key" copiedMessage="API key copied" />
          <Button onClick={onClose}>I have copied it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
