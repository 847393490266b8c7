import type { StartGenieSessionInput } from "@promptloom/contracts/genie";
import { Mic, Square, Wand2 } from "lucide-react";
import { useCallback } from "react";
import type { UseFormReturn } from "react-hook-form";

import { Field } from "../../../components/form/field.tsx";
import { Form } from "../../../components/form/form.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useDictation } from "../../../entities/dictation/use-dictation.ts";
import { GenieControls } from "./genie-controls.tsx";

type Values = StartGenieSessionInput;
type Output = Parameters<Parameters<UseFormReturn<Values>["handleSubmit"]>[0]>[0];

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/u.test(navigator.platform);

/**
 * The rough request, typed or dictated, with the controls; Refine (or Ctrl/Cmd+Enter) streams the
 * refined prompt (a new session for a new request, a revision for changed settings). While it
 * streams, Stop ends it.
 */
export function RequestForm({
  form,
  onRefine,
  isRunning,
  onStop,
  notice,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onRefine: (values: Output) => Promise<void>;
  isRunning: boolean;
  onStop: () => void;
  /** Why pressing Refine did nothing, if it did not. */
  notice: string | null;
}) {
  const appendDictation = useCallback(
    (text: string) => {
      const before = form.getValues("request").trim();
      form.setValue("request", before ? `${before} ${text}` : text, { shouldValidate: true, shouldDirty: true });
    },
    [form],
  );
  const dictation = useDictation(appendDictation);

  return (
    <Form form={form} onSubmit={onRefine} aria-label="Your request" className="space-y-4">
      <Field<Values>
        name="request"
        label="Your rough request"
        multiline
        rows={6}
        placeholder="Say it the way you'd say it to a colleague: who it's for, what you need, any numbers, names or dates."
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-pressed={dictation.status === "listening"}
          disabled={dictation.status === "transcribing"}
          onClick={() => void (dictation.status === "listening" ? dictation.stop() : dictation.start())}
        >
          {dictation.status === "listening" ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {dictation.status === "listening"
            ? "Stop dictation"
            : dictation.status === "transcribing"
              ? "Transcribing..."
              : "Dictate"}
        </Button>
        <p aria-live="polite" className="min-h-5 flex-1 text-sm text-muted-foreground italic">
          {dictation.status === "listening" ? dictation.interim || "Listening..." : ""}
        </p>
      </div>
      <GenieControls />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pendingLabel="Refining...">
          <Wand2 aria-hidden="true" />
          Refine
        </SubmitButton>
        {isRunning ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">
          <kbd>{isMac ? "⌘" : "Ctrl"}</kbd> + <kbd>Enter</kbd> to refine
        </span>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {notice}
      </p>
    </Form>
  );
}
