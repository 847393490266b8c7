import type { CompareGenieInput, RefineGenieSessionInput, StartGenieSessionInput } from "@promptloom/contracts/genie";

import { postEventStream } from "../../../lib/read-event-stream.ts";

/** Starts a session: the first version streams in, then is kept. */
export const streamNewSession = (input: StartGenieSessionInput, signal: AbortSignal) =>
  postEventStream("/api/genie/sessions", input, signal);

/** Revises a session's latest version. */
export const streamRefinement = (sessionId: string, input: RefineGenieSessionInput, signal: AbortSignal) =>
  postEventStream(`/api/genie/sessions/${encodeURIComponent(sessionId)}/refinements`, input, signal);

/** The model's answers to the raw request and the refined prompt, side by side. */
export const streamComparison = (input: CompareGenieInput, signal: AbortSignal) =>
  postEventStream("/api/genie/compare", input, signal);
