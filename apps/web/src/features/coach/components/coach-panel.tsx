import { Trash2 } from "lucide-react";

import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { toastError } from "../../../lib/toast.ts";
import { useClearCoachHistory } from "../api/clear-coach-history.ts";
import { useSetCoachConsent } from "../api/coach-consent.ts";
import { useCoachState } from "../api/get-coach-state.ts";
import { useTasks } from "../api/get-tasks.ts";
import { useCoachChat } from "../use-coach-chat.ts";
import { CoachComposer } from "./coach-composer.tsx";
import { CoachMessages } from "./coach-messages.tsx";
import { PlaybookBar } from "./playbook-bar.tsx";

/** The coach: who answers, the consent to read the tasks, the playbooks and the conversation. */
export function CoachPanel() {
  const state = useCoachState();
  const today = useTasks("today");
  const consent = useSetCoachConsent();
  const clear = useClearCoachHistory();
  const chat = useCoachChat();

  if (state.isPending) return <Spinner label="Loading the coach" />;
  if (state.isError)
    return (
      <LoadError message={`Could not load the coach. ${state.error.message}`} onRetry={() => void state.refetch()} />
    );
  const coach = state.data;
  const isOffline = coach.engine === "offline";

  return (
    <Card className="flex flex-col gap-4 p-4" aria-labelledby="coach-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="coach-heading" className="text-lg font-semibold">
          Coach
        </h2>
        {isOffline ? <Badge className="bg-warning/15 text-warning">Offline</Badge> : <Badge>{coach.engineLabel}</Badge>}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={coach.messages.length === 0 || clear.isPending || chat.isStreaming}
          onClick={() => {
            if (window.confirm("Clear the whole conversation with the coach?"))
              clear.mutate(undefined, { onError: (error) => toastError(error.message) });
          }}
        >
          <Trash2 aria-hidden="true" />
          Clear
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {isOffline
          ? "The coach is offline: no AI model is connected, so it answers with playbooks built from your tasks."
          : `Answers from ${coach.engineLabel}. ${coach.messagesToday} of ${coach.dailyMessageLimit} messages used today.`}
      </p>
      <Switch
        checked={coach.canSeeTasks}
        disabled={consent.isPending}
        label="Share my tasks with the coach"
        onCheckedChange={(canSeeTasks) =>
          consent.mutate(canSeeTasks, { onError: (error) => toastError(error.message) })
        }
      />
      <PlaybookBar
        playbooks={coach.playbooks}
        tasks={today.data?.items ?? []}
        canSeeTasks={coach.canSeeTasks}
        disabled={chat.isStreaming}
        onRun={(run) => void chat.send(run)}
      />
      <div className="max-h-[28rem] min-h-40 overflow-y-auto rounded-md border border-border p-3">
        <CoachMessages
          messages={coach.messages}
          pendingQuestion={chat.pendingQuestion}
          partial={chat.partial}
          isStreaming={chat.isStreaming}
        />
      </div>
      {chat.error ? <Alert variant="destructive">{chat.error}</Alert> : null}
      <CoachComposer
        isStreaming={chat.isStreaming}
        onStop={chat.stop}
        onSend={(content) => void chat.send({ content })}
      />
    </Card>
  );
}
