import { genieMessages, type GenieSession } from "@promptloom/contracts/genie";
import type { QuestionAnswer } from "@promptloom/contracts/prompt-engine";
import { Scale } from "lucide-react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { describeRevision } from "../option-labels.ts";
import type { GenieRun } from "../use-genie-run.ts";
import { PromptActions } from "./prompt-actions.tsx";
import { QuickQuestions } from "./quick-questions.tsx";
import { RefinementBar } from "./refinement-bar.tsx";
import { VersionView } from "./version-view.tsx";

/**
 * The refined prompt: streamed as it is written, then kept as a version of the session, with its
 * versions to go back to, its actions, the latest version's questions, the refinements that
 * continue the conversation and (with a model) Compare.
 */
export function ResultPanel({
  run,
  session,
  selectedId,
  onSelect,
  onRefine,
  onAnswer,
  canCompare,
  onCompare,
}: {
  run: GenieRun;
  session: GenieSession | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRefine: (refinement: string) => Promise<void>;
  onAnswer: (answers: QuestionAnswer[]) => Promise<void>;
  canCompare: boolean;
  onCompare: (prompt: string) => void;
}) {
  const version = session?.versions.find((candidate) => candidate.id === selectedId) ?? session?.versions.at(-1);
  const isStreaming = run.status === "streaming";
  const unfinished = run.status === "streaming" || run.status === "stopped" || run.status === "failed";
  const isLatest = version !== undefined && version.id === session?.versions.at(-1)?.id;

  return (
    <section
      aria-label="Refined prompt"
      className="min-w-0 space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold">Refined prompt</h2>
      {session && session.versions.length > 1 ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Versions">
          {session.versions.map((candidate, index) => {
            const label = index === 0 ? "Version 1" : `Version ${index + 1}: ${describeRevision(candidate)}`;
            return (
              <Button
                key={candidate.id}
                type="button"
                size="sm"
                variant={candidate.id === version?.id && !unfinished ? "default" : "outline"}
                aria-pressed={candidate.id === version?.id && !unfinished}
                title={label}
                className="max-w-full"
                onClick={() => onSelect(candidate.id)}
              >
                <span className="truncate">{label}</span>
              </Button>
            );
          })}
        </div>
      ) : null}
      {run.status === "failed" ? (
        <Alert variant="destructive">
          <AlertDescription>{run.message}</AlertDescription>
        </Alert>
      ) : null}
      {run.status === "stopped" ? <p className="text-sm text-muted-foreground">{genieMessages.stopped}</p> : null}
      {unfinished ? (
        <div
          aria-live="polite"
          aria-busy={isStreaming}
          className="max-h-[28rem] overflow-y-auto rounded-md border border-border bg-surface-2 p-4"
        >
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap" data-testid="streamed-prompt">
            {run.text || (isStreaming ? "Writing your prompt..." : "")}
          </p>
        </div>
      ) : session && version ? (
        <>
          {/* Keyed by version, so each version starts with fresh state; siblings need keys of their own. */}
          <VersionView key={`view-${version.id}`} session={session} version={version} />
          {isLatest && version.questions.length > 0 ? (
            <QuickQuestions
              key={`questions-${version.id}`}
              questions={version.questions}
              onAnswer={onAnswer}
              disabled={isStreaming}
            />
          ) : null}
          <PromptActions version={version} request={session.request} />
          {canCompare ? (
            <Button type="button" variant="outline" onClick={() => onCompare(version.prompt)}>
              <Scale aria-hidden="true" />
              Compare answers
            </Button>
          ) : null}
        </>
      ) : null}
      {session ? <RefinementBar onRefine={onRefine} disabled={isStreaming} /> : null}
    </section>
  );
}
