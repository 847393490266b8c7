import { streamEvents, type UserEvent } from "@promptloom/contracts/events";
import type { Logger } from "pino";

import type { Notifications } from "../../db/notifications.ts";
import { parseUserNotification, USER_EVENTS_CHANNEL } from "./user-events.ts";

export type HubMessage = UserEvent | { type: typeof streamEvents.resync };
export type HubListener = (message: HubMessage) => void;

export type EventHub = {
  /** Delivers the member's own events to `listener` until the returned function is called. */
  subscribe: (userId: string, listener: HubListener) => Promise<() => void>;
  /** How many streams are subscribed on this instance. */
  countSubscribers: () => number;
  /** Aborted when the hub closes, so open streams end and the server can shut down. */
  readonly closed: AbortSignal;
  close: () => void;
};

/**
 * Fans the database's user-event notifications out to this instance's open streams. One LISTEN
 * per process, however many streams are open; it starts with the first subscriber.
 */
export const createEventHub = (options: { notifications: Notifications; logger: Logger }): EventHub => {
  const { notifications, logger } = options;
  const subscribers = new Map<string, Set<HubListener>>();
  const shutdown = new AbortController();
  let listening: Promise<unknown> | null = null;

  const deliver = (userId: string, message: HubMessage) => {
    for (const listener of subscribers.get(userId) ?? []) listener(message);
  };

  const startListening = () => {
    listening ??= notifications
      .listen(USER_EVENTS_CHANNEL, (payload) => {
        const notification = parseUserNotification(payload);
        if (notification) deliver(notification.userId, notification.event);
        else logger.warn({ payload }, "ignored a malformed user event");
      })
      .catch((error: unknown) => {
        // The next subscriber tries again.
        listening = null;
        throw error;
      });
    return listening;
  };

  notifications.onReconnect(() => {
    for (const userId of subscribers.keys()) deliver(userId, { type: streamEvents.resync });
  });

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
