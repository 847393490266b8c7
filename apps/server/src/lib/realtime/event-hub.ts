import type { BroadcastEvent, UserEvent } from "@promptloom/contracts/events";
import { streamEvents } from "@promptloom/contracts/stream-events";
import type { Logger } from "pino";

import type { Notifications } from "../../db/notifications.ts";
import { BROADCAST_EVENTS_CHANNEL, parseBroadcastNotification } from "./broadcast-events.ts";
import { parseUserNotification, USER_EVENTS_CHANNEL } from "./user-events.ts";

export type HubMessage = UserEvent | BroadcastEvent | { type: typeof streamEvents.resync };
export type HubListener = (message: HubMessage) => void;

export type EventHub = {
  /**
   * Delivers site-wide events, and with a user id that member's own events, to `listener`
   * until the returned function is called. A visitor (null) hears site-wide events only.
   */
  subscribe: (userId: string | null, listener: HubListener) => Promise<() => void>;
  /** How many streams are subscribed on this instance. */
  countSubscribers: () => number;
  /** Aborted when the hub closes, so open streams end and the server can shut down. */
  readonly closed: AbortSignal;
  close: () => void;
};

/**
 * Fans the database's event notifications out to this instance's open streams. One LISTEN per
 * channel and process, however many streams are open; it starts with the first subscriber.
 */
export const createEventHub = (options: { notifications: Notifications; logger: Logger }): EventHub => {
  const { notifications, logger } = options;
  const subscribers = new Map<string | null, Set<HubListener>>();
  const shutdown = new AbortController();
  let listening: Promise<unknown> | null = null;

  const deliver = (userId: string | null, message: HubMessage) => {
    for (const listener of subscribers.get(userId) ?? []) listener(message);
  };
  const deliverToAll = (message: HubMessage) => {
    for (const userId of subscribers.keys()) deliver(userId, message);
  };

  const startListening = () => {
    listening ??= Promise.all([
      notifications.listen(USER_EVENTS_CHANNEL, (payload) => {
        const notification = parseUserNotification(payload);
        if (notification) deliver(notification.userId, notification.event);
        else logger.warn({ payload }, "ignored a malformed user event");
      }),
      notifications.listen(BROADCAST_EVENTS_CHANNEL, (payload) => {
        const event = parseBroadcastNotification(payload);
        if (event) deliverToAll(event);
        else logger.warn({ payload }, "ignored a malformed broadcast event");
      }),
    ]).catch((error: unknown) => {
      // The next subscriber tries again.
      listening = null;
      throw error;
    });
    return listening;
  };

  notifications.onReconnect(() => deliverToAll({ type: streamEvents.resync }));

  return {
    subscribe: async (userId, listener) => {
      await startListening();
      let listeners = subscribers.get(userId);
      if (!listeners) {
        listeners = new Set();
        subscribers.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && subscribers.get(userId) === listeners) subscribers.delete(userId);
      };
    },
    countSubscribers: () => [...subscribers.values()].reduce((total, listeners) => total + listeners.size, 0),
    closed: shutdown.signal,
    close: () => shutdown.abort(),
  };
};
