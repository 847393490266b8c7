import { broadcastEventSchema, type BroadcastEvent } from "@promptloom/contracts/events";

import type { Database } from "../../db/client.ts";
import { notify } from "../../db/notifications.ts";

/** The PostgreSQL channel that carries site-wide changes (the theme) to every server instance. */
export const BROADCAST_EVENTS_CHANNEL = "broadcast_events";

/**
 * Tells every server instance, and through them every open stream, about a site-wide change.
 * Call it inside the transaction that makes the change: it is sent on commit.
 */
export const publishBroadcastEvent = (db: Pick<Database, "execute">, event: BroadcastEvent): Promise<void> =>
  notify(db, BROADCAST_EVENTS_CHANNEL, JSON.stringify(event));

/** A payload from the channel, or null when it is not one of ours. */
export const parseBroadcastNotification = (payload: string): BroadcastEvent | null => {
  try {
    const parsed = broadcastEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
