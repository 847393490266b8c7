import type { CoachStreamEvent } from "@promptloom/contracts/coach";

/**
 * The answer on screen while it streams: the question waiting for the server, the text so far,
 * and whether it is running, stopped or failed. Stored messages live in the coach query.
 */
export type CoachChatState = {
  pendingQuestion: string | null;
  /** The answer so far. */
  partial: string;
  status: "idle" | "streaming" | "failed";
  error: string | null;
};

export type CoachChatAction =
  | { type: "send"; content: string }
  | { type: "event"; event: CoachStreamEvent }
  | { type: "stop" }
  | { type: "fail"; message: string };

export const initialChatState: CoachChatState = { pendingQuestion: null, partial: "", status: "idle", error: null };

export const coachChatReducer = (state: CoachChatState, action: CoachChatAction): CoachChatState => {
  switch (action.type) {
    case "send":
      return { pendingQuestion: action.content, partial: "", status: "streaming", error: null };
    // A stopped answer joins the stored messages, as the server keeps it.
    case "stop":
      return initialChatState;
    case "fail":
      return { ...state, pendingQuestion: null, status: "failed", error: action.message };
    case "event": {
      const { event } = action;
      if (event.type === "question") return { ...state, pendingQuestion: null };
      if (event.type === "delta") return { ...state, partial: state.partial + event.text };
      if (event.type === "answer") return initialChatState;
      return { ...state, status: "failed", error: event.message };
    }
  }
};
