import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "../../../components/ui/button.tsx";

const CONTACT_SENT_MESSAGE = "Thanks — your message is on its way. We reply within one business day.";

/** Takes the form's place once the message is sent; focus moves here so it is announced. */
export function ContactFormSent({ onWriteAgain }: { onWriteAgain: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="space-y-4 rounded-lg border border-success/40 bg-success/10 p-6 outline-none"
    >
      <p className="flex items-start gap-3 font-medium">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        {CONTACT_SENT_MESSAGE}
      </p>
      <Button variant="outline" onClick={onWriteAgain}>
        Send another message
      </Button>
    </div>
  );
}
