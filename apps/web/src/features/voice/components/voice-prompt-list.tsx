import { Mic } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, QueryState } from "../../../components/ui/query-state.tsx";
import { useVoicePrompts } from "../api/get-voice-prompts.ts";
import { VoicePromptCard } from "./voice-prompt-card.tsx";

/** The member's 50 newest voice prompts, newest first. */
export function VoicePromptList({ onRecord }: { onRecord: () => void }) {
  const prompts = useVoicePrompts();
  return (
    <QueryState
      query={prompts}
      items={prompts.data?.items}
      pendingLabel="Loading your voice prompts"
      errorLabel="Could not load your voice prompts."
      empty={
        <EmptyState
          icon={Mic}
          title="No voice prompts yet"
          description="Speak a task and save the prompt it becomes. It will be waiting for you here."
        >
          <Button variant="gradient" onClick={onRecord}>
            <Mic aria-hidden="true" />
            Record a voice prompt
          </Button>
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Voice prompts">
          {items.map((prompt) => (
            <li key={prompt.id} className="min-w-0">
              <VoicePromptCard prompt={prompt} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
