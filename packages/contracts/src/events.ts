import { z } from "zod";

import { trackUsageResponseSchema } from "./usage.ts";

/**
 * What `GET /api/events` (Server-Sent Events) sends a signed-in member about their own account.
 * The SSE event name is the `type`; its data is the JSON of `data`.
 */
export const userEventSchema = z.discriminatedUnion("type", [
  /** A copy or save was credited; `data` is the track-usage answer. */
  z.object({ type: z.literal("usage"), data: trackUsageResponseSchema }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

/**
 * Stream housekeeping: `ready` once the stream is subscribed, `resync` when events may have been
 * missed (re-read what you show), `ping` as a heartbeat.
 */
export const streamEvents = { ready: "ready", resync: "resync", ping: "ping" } as const;

/** How often the stream sends a heartbeat, so proxies keep it open and dead clients are noticed. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
