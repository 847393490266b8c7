import type { VoiceResult } from "@promptloom/contracts/voice";
import { Check, Copy, Cpu, Save } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { usePromptActions } from "../use-prompt-actions.ts";

/** The generated prompt, editable, with Copy, Save and Clear. */
export function VoiceResultView({ result, onClear }: { result: VoiceResult; onClear: () => void }) {
  const [text, setText] = useState(result.polishedPrompt);
  const { busy, copy, save, isSaved } = usePromptActions(result);
  const fieldId = useId();
  const isBlank = text.trim().length === 0;
  const isBusy = busy !== null;
  const isAlreadySaved = isSaved(text);

  return (
    <div className="grid gap-4">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={fieldId}>Your prompt</Label>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Cpu aria-hidden="true" className="size-3.5" />
            Written by {result.engine || "the AI service"}
          </p>
        </div>
        <Textarea
          id={fieldId}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-48 font-mono text-sm md:text-sm"
        />
      </div>
      <details className="text-sm text-muted-foreground">
        <summary className="cursor-pointer select-none">What you said</summary>
        <p className="mt-2 break-words whitespace-pre-wrap">{result.transcript}</p>
      </details>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
        <Button variant="outline" disabled={isBlank || isBusy} onClick={() => void copy(text)}>
          <Copy aria-hidden="true" />
          {busy === "copy" ? "Copying…" : "Copy"}
        </Button>
        <Button disabled={isBlank || isBusy || isAlreadySaved} onClick={() => void save(text)}>
          {isAlreadySaved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
          {busy === "save" ? "Saving…" : isAlreadySaved ? "Saved" : "Save"}
        </Button>
      </div>
    </div>
  );
}
