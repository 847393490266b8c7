import { Mic } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";

export function NewVoicePromptButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="gradient" onClick={onClick}>
      <Mic aria-hidden="true" />
      New voice prompt
    </Button>
  );
}
