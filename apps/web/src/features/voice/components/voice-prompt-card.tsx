import type { SavedPrompt } from "@promptloom/contracts/saved-prompts";
import { DEFAULT_VOICE_PROMPT_TITLE } from "@promptloom/contracts/voice";
import { Copy, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { copyPrompt } from "../../../entities/usage/copy-prompt.ts";
import { announceMinutesSaved } from "../../../entities/usage/track-usage.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useRenameVoicePrompt } from "../api/rename-voice-prompt.ts";
import { DeletePromptDialog } from "./delete-prompt-dialog.tsx";
import { RenameForm } from "./rename-form.tsx";

/** One saved voice prompt: its title (renamable), when it was made, the prompt, Copy and Delete. */
export function VoicePromptCard({ prompt }: { prompt: SavedPrompt }) {
  const [isRenaming, setRenaming] = useState(false);
  const [isCopying, setCopying] = useState(false);
  const rename = useRenameVoicePrompt();
  const title = prompt.title || DEFAULT_VOICE_PROMPT_TITLE;

  const saveTitle = async (next: string) => {
    await rename.mutateAsync({ id: prompt.id, title: next });
    setRenaming(false);
  };

  return (
    <Card data-testid="voice-prompt" className="min-w-0">
      <CardHeader className="gap-2 pb-3">
        {isRenaming ? (
          <RenameForm title={title} onSave={saveTitle} onCancel={() => setRenaming(false)} />
        ) : (
          <CardTitle as="h2" className="text-base break-words">
            {title}
          </CardTitle>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={prompt.createdAt}>{formatDateTime(prompt.createdAt)}</time>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {prompt.perfectedText}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={isCopying}
            aria-label={`Copy ${title}`}
            onClick={() => {
              setCopying(true);
              void copyPrompt(
                prompt.perfectedText,
                { promptId: prompt.id, source: "voice", category: "voice" },
                announceMinutesSaved,
              ).finally(() => setCopying(false));
            }}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Rename ${title}`} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" />
            Rename
          </Button>
          <DeletePromptDialog title={title} id={prompt.id}>
            <Button size="sm" variant="ghost" aria-label={`Delete ${title}`} className="text-error">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </DeletePromptDialog>
        </div>
      </CardContent>
    </Card>
  );
}
