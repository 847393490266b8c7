import { Square, X } from "lucide-react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { Answer } from "../use-comparison.ts";

const column = (title: string, answer: Answer) => (
  <div className="space-y-2">
    <h3 className="font-medium">{title}</h3>
    <div
      aria-live="polite"
      aria-busy={answer.status === "streaming"}
      className="max-h-96 overflow-y-auto rounded-md border border-border bg-surface-2 p-3"
    >
      <p className="text-sm whitespace-pre-wrap">
        {answer.text || (answer.status === "streaming" ? "Waiting for the answer..." : "")}
      </p>
    </div>
    {answer.status === "failed" ? <p className="text-sm text-error">{answer.message}</p> : null}
    {answer.status === "stopped" ? <p className="text-sm text-muted-foreground">Stopped.</p> : null}
  </div>
);

/** What the model answers to the raw request, and to the refined prompt, side by side. */
export function ComparePanel({
  answers,
  error,
  onStop,
  onClose,
}: {
  answers: { raw: Answer; refined: Answer } | null;
  error: string | null;
  onStop: () => void;
  onClose: () => void;
}) {
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  }
  if (!answers) return null;
  const isStreaming = answers.raw.status === "streaming" || answers.refined.status === "streaming";
  return (
    <section aria-label="Compare answers" className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">What each one gets you</h2>
        <div className="ml-auto flex gap-2">
          {isStreaming ? (
            <Button type="button" size="sm" variant="outline" onClick={onStop}>
              <Square aria-hidden="true" />
              Stop
            </Button>
          ) : null}
          <Button type="button" size="icon" variant="ghost" aria-label="Close the comparison" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {column("Your request as you typed it", answers.raw)}
        {column("The refined prompt", answers.refined)}
      </div>
    </section>
  );
}
