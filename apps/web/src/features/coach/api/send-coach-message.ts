import { coachStreamEventSchema, type CoachStreamEvent, type SendCoachMessageInput } from "@promptloom/contracts/coach";

import { api, unwrap } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../../../lib/browser-time-zone.ts";
import { readEventStream } from "../../../lib/read-event-stream.ts";

/**
 * Sends a message and yields the answer's events as they arrive. A refusal before the stream
 * (the daily limit, a bad message) throws the API's error; aborting `signal` is the Stop button.
 */
export async function* sendCoachMessage(
  input: Omit<SendCoachMessageInput, "timeZone">,
  signal: AbortSignal,
): AsyncGenerator<CoachStreamEvent> {
  const response = await api.coach.messages.$post(
    { json: { ...input, timeZone: browserTimeZone() } },
    { init: { signal } },
  );
  if (!response.ok || !response.body) {
    await unwrap(Promise.resolve(response));
    return;
  }
  for await (const data of readEventStream(response.body)) yield coachStreamEventSchema.parse(data);
}
