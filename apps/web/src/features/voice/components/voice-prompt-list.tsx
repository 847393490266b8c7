import { Mic } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useVoicePrompts } from "../api/get-voice-prompts.ts";
import { VoicePromptCard } from "./voice-prompt-card.tsx";

/** The member's 50 newest voice prompts, newest first. */
export function VoicePromptList({ onRecord }: { onRecord: () => void }) {
  const prompts = useVoicePrompts();

  if (prompts.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your voice prompts" />
      </div>
    );
  }
  if (prompts.isError) return <LoadError message={prompts.error.message} onRetry={() => void prompts.refetch()} />;
  if (prompts.data.items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border px-6 py-12 text-center">
        <Mic aria-hidden="true" className="mx-auto mb-3 size-8 text-muted-foreground" />
        <h2 className="font-medium">No voice prompts yet</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Speak a task and save the prompt it becomes. It will be waiting for you here.
        </p>
        <Button variant="gradient" className="mt-4" onClick={onRecord}>
          <Mic aria-hidden="true" />
          Record a voice prompt
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Voice prompts">
      {prompts.data.items.map((prompt) => (
        <li key={prompt.id} className="min-w-0">
          <VoicePromptCard prompt={prompt} />
        </li>
      ))}
    </ul>
  );
}
