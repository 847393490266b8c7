import { voiceFallbackMessages, voiceMessages, voiceRules } from "@promptloom/contracts/voice";
import { Info, Mic, Wand2 } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * The task typed instead of spoken: the same 400-character limit, then the same refine and result.
 * `notice` says why voice is not offered; `onSpeak` (when voice works) goes back to recording.
 */
export function TypedTaskForm({
  initialText,
  notice,
  onSubmit,
  onSpeak,
}: {
  initialText: string;
  notice: string | null;
  onSubmit: (text: string) => void;
  onSpeak: (() => void) | null;
}) {
  const [text, setText] = useState(initialText);
  const fieldId = useId();
  const counterId = useId();
  const isTooLong = text.length > voiceRules.textLimit;
  const isBlank = text.trim().length === 0;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank) onSubmit(text.trim());
      }}
    >
      {notice ? (
        <p className="flex items-start gap-2 rounded-md border border-border bg-surface-2 p-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          {notice}
        </p>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>{voiceFallbackMessages.typedLabel}</Label>
        <Textarea
          id={fieldId}
          autoFocus
          value={text}
          aria-describedby={counterId}
          aria-invalid={isTooLong}
          placeholder="For example: a short welcome email for new customers of my bakery"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
          }}
          className="min-h-28"
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p className={cn("text-error", !isTooLong && "invisible")} aria-hidden={!isTooLong}>
            {voiceMessages.inputTooLongInline}
          </p>
          <p id={counterId} className={cn("shrink-0 tabular-nums", isTooLong ? "text-error" : "text-muted-foreground")}>
            {text.length}/{voiceRules.textLimit}
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onSpeak ? (
          <Button type="button" variant="ghost" onClick={onSpeak}>
            <Mic aria-hidden="true" />
            Speak instead
          </Button>
        ) : null}
        <Button type="submit" variant="gradient" disabled={isBlank || isTooLong}>
          <Wand2 aria-hidden="true" />
          {voiceFallbackMessages.refine}
        </Button>
      </div>
    </form>
  );
}
