import { genieMessages, genieStreamEvents, type GenieVersion } from "@promptloom/contracts/genie";
import { useCallback, useEffect, useRef, useState } from "react";

import { describeFailure } from "../../components/form/form.tsx";
import { isAbortError } from "../../lib/is-abort-error.ts";
import type { StreamEvent } from "../../lib/read-event-stream.ts";

export type GenieRun =
  | { status: "idle" }
  | { status: "streaming"; text: string }
  | { status: "stopped"; text: string }
  | { status: "failed"; text: string; message: string }
  | { status: "done"; text: string };

export type KeptVersion = { sessionId: string; version: GenieVersion };

/**
 * One refinement at a time, streamed: the text as it is written, then the kept version. Stop (or
 * starting another) aborts the request, which stops the model on the server; what was written so
 * far stays on screen, marked as incomplete.
 */
export const useGenieRun = (onKept: (kept: KeptVersion) => void) => {
  const [run, setRun] = useState<GenieRun>({ status: "idle" });
  const current = useRef<AbortController | null>(null);

  const consume = useCallback(
    async (open: (signal: AbortSignal) => AsyncGenerator<StreamEvent>) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      let text = "";
      setRun({ status: "streaming", text });
      try {
        for await (const event of open(controller.signal)) {
          if (event.event === "delta") {
            text += genieStreamEvents.delta.parse(event.data).text;
            setRun({ status: "streaming", text });
          } else if (event.event === "version") {
            const kept = genieStreamEvents.version.parse(event.data);
            setRun({ status: "done", text: kept.version.prompt });
            onKept(kept);
          } else if (event.event === "error") {
            setRun({ status: "failed", text, message: genieStreamEvents.error.parse(event.data).message });
          }
        }
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) setRun({ status: "stopped", text });
        else setRun({ status: "failed", text, message: describeFailure(error) });
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [onKept],
  );

  // Leaving the screen stops a refinement under way.
  useEffect(() => () => current.current?.abort(), []);

  return {
    run,
    consume,
    stop: () => current.current?.abort(),
    reset: () => setRun({ status: "idle" }),
    stoppedMessage: genieMessages.stopped,
  };
};
