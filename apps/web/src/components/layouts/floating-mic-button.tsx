import { Mic } from "lucide-react";
import { Link } from "react-router";

import { screens } from "../../config/app-screens.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip.tsx";

/** The floating microphone: speak a task from anywhere in the members area. */
export function FloatingMicButton() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to={screens.voicePrompts.path}
          aria-label="Speak a task"
          className={cn(
            buttonVariants({ variant: "gradient", size: "icon" }),
            "fixed right-5 bottom-5 z-40 size-14 rounded-full shadow-xl [&_svg:not([class*='size-'])]:size-6",
          )}
        >
          <Mic aria-hidden="true" />
        </Link>
      </TooltipTrigger>
      <TooltipContent side="left">Speak a task</TooltipContent>
    </Tooltip>
  );
}
