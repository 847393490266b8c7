import { voiceMessages, voiceRules } from "@promptloom/contracts/voice";

import { cn } from "../../../lib/cn.ts";

/** What was heard so far, live, with the N/400 counter and the over-limit warning. */
export function TranscriptPreview({
  transcript,
  interim = "",
  placeholder,
}: {
  transcript: string;
  interim?: string;
  placeholder: string;
}) {
  const shown = [transcript, interim].filter(Boolean).join(" ");
  const length = shown.length;
  const isTooLong = length > voiceRules.textLimit;
  return (
    <div className="space-y-1.5">
      <div
        aria-live="polite"
        aria-label="Transcript"
        role="status"
        className="max-h-40 min-h-20 overflow-y-auto rounded-md border border-border bg-surface-2 p-3 text-sm break-words whitespace-pre-wrap"
      >
        {shown ? (
          <>
            {transcript}
            {interim ? <span className="text-muted-foreground"> {interim}</span> : null}
          </>
        ) : (
          <span className="text-muted-foreground">{placeholder}</span>
        )}
      </div>
      <div className="flex items-start justify-between gap-3 text-xs">
        <p className={cn("text-error", !isTooLong && "invisible")} aria-hidden={!isTooLong}>
          {voiceMessages.inputTooLongInline}
        </p>
        <p className={cn("shrink-0 tabular-nums", isTooLong ? "text-error" : "text-muted-foreground")}>
          {length}/{voiceRules.textLimit}
        </p>
      </div>
    </div>
  );
}
