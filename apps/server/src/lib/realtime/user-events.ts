import { userEventSchema, type UserEvent } from "@promptloom/contracts/events";
import { z } from "zod";

import type { Database } from "../../db/client.ts";
import { notify } from "../../db/notifications.ts";

/** The one PostgreSQL channel that carries every member's events to every server instance. */
export const USER_EVENTS_CHANNEL = "user_events";

const notificationSchema = z.object({ userId: z.string(), event: userEventSchema });
export type UserNotification = z.infer<typeof notificationSchema>;

/**
 * Tells every server instance about a change to one member's data, for the SSE streams that
 * member has open. Call it inside the transaction that makes the change: it is sent on commit.
 */
export const publishUserEvent = (db: Pick<Database, "execute">, userId: string, event: UserEvent): Promise<void> =>
  notify(db, USER_EVENTS_CHANNEL, JSON.stringify({ userId, event } satisfies UserNotification));

/** A payload from the channel, or null when it is not one of ours. */
export const parseUserNotification = (payload: string): UserNotification | null => {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
