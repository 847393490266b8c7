import { fillTemplate, parseTemplate, type TemplateValues } from "@promptloom/contracts/prompt-template";
import { Copy } from "lucide-react";
import { useState } from "react";

import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog.tsx";
import { PromptFillIn } from "./prompt-fill-in.tsx";

/** Whether a prompt has `{{variables}}` to fill in before it is copied. */
export const hasTemplateVariables = (body: string) => parseTemplate(body).variables.length > 0;

/**
 * The library's fill-in form for a prompt copied from elsewhere (My Prompts, Community): the
 * fields, the live preview, and Copy, which hands over the filled-in text.
 */
export function FillInDialog({
  open,
  onOpenChange,
  title,
  body,
  onCopy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  onCopy: (filled: string) => Promise<boolean>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Fill in the blanks, then copy the finished prompt.</DialogDescription>
        </DialogHeader>
        {open ? <FillInForm body={body} onCopy={onCopy} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FillInForm({
  body,
  onCopy,
  onDone,
}: {
  body: string;
  onCopy: (filled: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<TemplateValues>({});
  const [isCopying, setIsCopying] = useState(false);
  const copy = async () => {
    setIsCopying(true);
    const copied = await onCopy(fillTemplate(body, values));
    setIsCopying(false);
    if (copied) onDone();
  };
  return (
    <>
      <PromptFillIn
        body={body}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <div className="flex justify-end">
        <Button variant="gradient" disabled={isCopying} onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </>
  );
}
