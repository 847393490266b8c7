import type { CoachMessage } from "@promptloom/contracts/coach";
import { Bot } from "lucide-react";
import { useEffect, useRef } from "react";

import { Markdown } from "../../../components/ui/markdown.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/cn.ts";

function Bubble({ role, children }: { role: CoachMessage["role"]; children: React.ReactNode }) {
  return (
    <li className={cn("flex", role === "member" ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[92%] rounded-lg px-3 py-2 text-sm",
          role === "member" ? "bg-primary text-primary-foreground" : "border border-border bg-card",
        )}
      >
        {children}
      </div>
    </li>
  );
}

/** The conversation, oldest first, with the question and answer under way at the end. */
export function CoachMessages({
  messages,
  pendingQuestion,
  partial,
  isStreaming,
}: {
  messages: CoachMessage[];
  pendingQuestion: string | null;
  partial: string;
  isStreaming: boolean;
}) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, partial, pendingQuestion]);

  if (messages.length === 0 && !pendingQuestion) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
        <Bot aria-hidden="true" className="size-8" />
        <p>Ask what to focus on, or pick a playbook above.</p>
      </div>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Conversation with the coach">
      {messages.map((message) => (
        <Bubble key={message.id} role={message.role}>
          {message.role === "member" ? (
            <p className="whitespace-pre-wrap">{message.content}</p>
          ) : (
            <>
              <Markdown className="text-sm sm:text-sm">{message.content}</Markdown>
              {message.isStopped ? <p className="mt-1 text-xs text-muted-foreground">Stopped</p> : null}
            </>
          )}
        </Bubble>
      ))}
      {pendingQuestion ? (
        <Bubble role="member">
          <p className="whitespace-pre-wrap">{pendingQuestion}</p>
        </Bubble>
      ) : null}
      {isStreaming ? (
        <Bubble role="coach">
          <div aria-live="polite" aria-busy="true">
            {partial ? (
              <Markdown className="text-sm sm:text-sm">{partial}</Markdown>
            ) : (
              <Spinner label="The coach is writing" />
            )}
          </div>
        </Bubble>
      ) : null}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
