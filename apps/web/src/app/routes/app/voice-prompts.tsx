import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { screens } from "../../../config/app-screens.ts";
import { NewVoicePromptButton } from "../../../features/voice/components/new-voice-prompt-button.tsx";
import { VoicePromptList } from "../../../features/voice/components/voice-prompt-list.tsx";
import { useMemberOutlet } from "./member-outlet-context.ts";

/** /app/voice-prompts: the prompts the member made by speaking, to copy, rename or delete. */
export function Component() {
  const { openVoiceCapture } = useMemberOutlet();
  return (
    <MemberScreen
      screen={screens.voicePrompts}
      width="medium"
      actions={<NewVoicePromptButton onClick={openVoiceCapture} />}
    >
      <VoicePromptList onRecord={openVoiceCapture} />
    </MemberScreen>
  );
}
