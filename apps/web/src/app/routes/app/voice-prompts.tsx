import { Mic } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import { screens } from "../../../config/app-screens.ts";
import { VoicePromptList } from "../../../features/voice/components/voice-prompt-list.tsx";
import { useMemberOutlet } from "./member-outlet-context.ts";

/** /app/voice-prompts: the prompts the member made by speaking, to copy, rename or delete. */
export function Component() {
  const { openVoiceCapture } = useMemberOutlet();
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{screens.voicePrompts.title}</h1>
          <p className="text-muted-foreground">{screens.voicePrompts.description}</p>
        </div>
        <Button variant="gradient" onClick={openVoiceCapture}>
          <Mic aria-hidden="true" />
          New voice prompt
        </Button>
      </div>
      <VoicePromptList onRecord={openVoiceCapture} />
    </section>
  );
}
