import { Check, Copy, Save } from "lucide-react";

import { OpenInLinks } from "../../../components/prompts/open-in-links.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useGeniePromptActions } from "../use-genie-prompt-actions.ts";

/** Copy, Save to My Prompts, and Open in ChatGPT / Claude / Gemini for one version. */
export function PromptActions({
  version,
  request,
}: {
  version: { id: string; prompt: string; kind: string };
  request: string;
}) {
  const actions = useGeniePromptActions();
  const isSaved = actions.isSaved(version.id);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={actions.busy !== null}
          onClick={() => void actions.copy(version.prompt, version.kind)}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={actions.busy !== null || isSaved}
          onClick={() => void actions.save(version, request)}
        >
          {isSaved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSaved ? "Saved to My Prompts" : actions.busy === "save" ? "Saving..." : "Save to My Prompts"}
        </Button>
      </div>
      <OpenInLinks prompt={version.prompt} onCopy={() => actions.copy(version.prompt, version.kind)} />
    </div>
  );
}
