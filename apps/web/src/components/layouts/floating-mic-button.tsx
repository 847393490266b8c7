import { Mic } from "lucide-react";

import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip.tsx";

/**
 * The microphone: speak a task from anywhere in the members area. From 768 px it floats at the
 * bottom right, in a gutter the content and the toasts keep clear of; on phones, where no such
 * gutter fits, it sits in the sticky top bar (`placement="top-bar"`), over nothing.
 */
export function FloatingMicButton({
  onClick,
  placement = "floating",
}: {
  onClick: () => void;
  placement?: "floating" | "top-bar";
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="gradient"
          size="icon"
          aria-label="Speak a task"
          aria-haspopup="dialog"
          onClick={onClick}
          className={cn(
            placement === "floating"
              ? "fixed right-5 bottom-5 z-40 hidden size-14 rounded-full shadow-xl md:inline-flex [&_svg:not([class*='size-'])]:size-6"
              : "size-9 shrink-0 rounded-full md:hidden",
          )}
        >
          <Mic aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side={placement === "floating" ? "left" : "bottom"}>Speak a task</TooltipContent>
    </Tooltip>
  );
}
