import { Mic } from "lucide-react";

import { Button } from "../ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip.tsx";

/** The floating microphone: speak a task from anywhere in the members area. */
export function FloatingMicButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="gradient"
          size="icon"
          aria-label="Speak a task"
          aria-haspopup="dialog"
          onClick={onClick}
          className="fixed right-5 bottom-5 z-40 size-14 rounded-full shadow-xl [&_svg:not([class*='size-'])]:size-6"
        >
          <Mic aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="left">Speak a task</TooltipContent>
    </Tooltip>
  );
}
