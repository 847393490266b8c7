import { genieStreamEvents } from "@promptloom/contracts/genie";
import { useCallback, useEffect, useRef, useState } from "react";

import { describeFailure } from "../../components/form/form.tsx";
import { isAbortError } from "../../lib/is-abort-error.ts";
import { streamComparison } from "./api/stream-genie.ts";

type Side = "raw" | "refined";
export type Answer = { text: string; status: "streaming" | "done" | "failed" | "stopped"; message?: string };
const sides: Side[] = ["raw", "refined"];

/** The model's answers to the raw request and to the refined prompt, streamed side by side. */
export const useComparison = () => {
  const [answers, setAnswers] = useState<Record<Side, Answer> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  const update = (side: Side, change: (answer: Answer) => Answer) =>
    setAnswers((all) => (all ? { ...all, [side]: change(all[side]) } : all));

  const compare = useCallback(async (request: string, prompt: string) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setError(null);
    setAnswers({ raw: { text: "", status: "streaming" }, refined: { text: "", status: "streaming" } });
    try {
      for await (const event of streamComparison({ request, prompt }, controller.signal)) {
        if (event.event === "delta") {
          const { side, text } = genieStreamEvents.delta.parse(event.data);
          if (side) update(side, (answer) => ({ ...answer, text: answer.text + text }));
        } else if (event.event === "done") {
          const { side } = genieStreamEvents.done.parse(event.data);
          if (side) update(side, (answer) => ({ ...answer, status: "done" }));
        } else if (event.event === "error") {
          const { side, message } = genieStreamEvents.error.parse(event.data);
          if (side) update(side, (answer) => ({ ...answer, status: "failed", message }));
        }
      }
    } catch (failure) {
      if (controller.signal.aborted || isAbortError(failure)) {
        for (const side of sides)
          update(side, (answer) => (answer.status === "streaming" ? { ...answer, status: "stopped" } : answer));
      } else {
        setAnswers(null);
        setError(describeFailure(failure));
      }
    }
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { answers, error, compare, stop: () => current.current?.abort(), close: () => setAnswers(null) };
};
