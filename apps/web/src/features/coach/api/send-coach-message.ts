import { coachStreamEventSchema, type CoachStreamEvent, type SendCoachMessageInput } from "@promptloom/contracts/coach";

import { api } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";
import { eventStreamOptions, readEventStream } from "../../../lib/read-event-stream.ts";

/**
 * Sends a message and yields the answer's events as they arrive. A refusal before the stream
 * (the daily limit, a bad message) throws the API's error; aborting `signal` is the Stop button.
 */
export async function* sendCoachMessage(
  input: Omit<SendCoachMessageInput, "timeZone">,
  signal: AbortSignal,
): AsyncGenerator<CoachStreamEvent> {
  const json = { ...input, timeZone: browserTimeZone() };
  for await (const { data } of readEventStream(api.coach.messages.$post({ json }, eventStreamOptions(signal)))) {
    yield coachStreamEventSchema.parse(data);
  }
}
