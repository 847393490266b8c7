import { copyMessages } from "@promptloom/contracts/usage";
import { Check, Copy } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";

/** Copies `text` and says so on the button for a moment; a refused clipboard gets a toast. */
export function CopyTextButton({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      toast({ title: copiedMessage, variant: "success" });
    } catch {
      toast({ ...copyMessages.copyFailed, variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" onClick={() => void copy()} onBlur={() => setIsCopied(false)}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {label}
    </Button>
  );
}
