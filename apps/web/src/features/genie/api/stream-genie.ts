import type { CompareGenieInput, RefineGenieSessionInput, StartGenieSessionInput } from "@promptloom/contracts/genie";

import { api } from "../../../lib/api-client.ts";
import { eventStreamOptions, readEventStream } from "../../../lib/read-event-stream.ts";

/** Starts a session: the first version streams in, then is kept. */
export const streamNewSession = (input: StartGenieSessionInput, signal: AbortSignal) =>
  readEventStream(api.genie.sessions.$post({ json: input }, eventStreamOptions(signal)));

/** Revises a session's latest version. */
export const streamRefinement = (sessionId: string, input: RefineGenieSessionInput, signal: AbortSignal) =>
  readEventStream(
    api.genie.sessions[":id"].refinements.$post({ param: { id: sessionId }, json: input }, eventStreamOptions(signal)),
  );

/** The model's answers to the raw request and the refined prompt, side by side. */
export const streamComparison = (input: CompareGenieInput, signal: AbortSignal) =>
  readEventStream(api.genie.compare.$post({ json: input }, eventStreamOptions(signal)));
