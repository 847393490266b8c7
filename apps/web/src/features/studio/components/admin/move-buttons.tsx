import { ArrowDown, ArrowUp } from "lucide-react";

import { Button } from "../../../../components/ui/button.tsx";

/** Up and down for one item of an ordered list, each off at its end of the list. */
export function MoveButtons({
  name,
  isFirst,
  isLast,
  disabled,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={isFirst || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={isLast || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
