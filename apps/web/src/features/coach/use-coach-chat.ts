import type { CoachMessage, CoachState, SendCoachMessageInput } from "@promptloom/contracts/coach";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef } from "react";

import { describeFailure } from "../../components/form/form.tsx";
import { isAbortError } from "../../lib/is-abort-error.ts";
import { coachStateQueryKey } from "./api/get-coach-state.ts";
import { sendCoachMessage } from "./api/send-coach-message.ts";
import { coachChatReducer, initialChatState } from "./coach-chat-state.ts";

const stoppedAnswer = (content: string, queryClient: QueryClient): CoachMessage => ({
  id: `stopped-${Date.now()}`,
  role: "coach",
  content,
  answeredBy: queryClient.getQueryData<CoachState>(coachStateQueryKey)?.engine ?? "model",
  isStopped: true,
  createdAt: new Date().toISOString(),
});

/**
 * Sends a message and follows its answer as it streams. Stored messages are added to the coach
 * query as they arrive; `stop` aborts the request, which stops the model and keeps what was said.
 */
export const useCoachChat = () => {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(coachChatReducer, initialChatState);
  const controller = useRef<AbortController | null>(null);

  const addMessage = useCallback(
    (message: CoachMessage, countsToday: boolean) =>
      queryClient.setQueryData<CoachState>(coachStateQueryKey, (current) =>
        current
          ? {
              ...current,
              messages: [...current.messages, message],
              messagesToday: current.messagesToday + (countsToday ? 1 : 0),
            }
          : current,
      ),
    [queryClient],
  );

  const send = useCallback(
    async (input: Omit<SendCoachMessageInput, "timeZone">) => {
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: "send", content: input.content });
      let partial = "";
      try {
        for await (const event of sendCoachMessage(input, abort.signal)) {
          if (event.type === "delta") partial += event.text;
          if (event.type === "question") addMessage(event.message, false);
          if (event.type === "answer") addMessage(event.message, event.message.answeredBy === "model");
          dispatch({ type: "event", event });
        }
      } catch (error) {
        if (isAbortError(error)) {
          // Stopped: the server keeps what was written, marked as stopped; so does the screen.
          if (partial.trim()) addMessage(stoppedAnswer(partial, queryClient), false);
          return;
        }
        dispatch({ type: "fail", message: describeFailure(error) });
      } finally {
        controller.current = null;
      }
    },
    [addMessage, queryClient],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: "stop" });
  }, []);

  return { ...state, isStreaming: state.status === "streaming", send, stop };
};
