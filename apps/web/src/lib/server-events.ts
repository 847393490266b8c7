import type { BroadcastEvent, UserEvent } from "@promptloom/contracts/events";
import { streamEvents } from "@promptloom/contracts/stream-events";

import { api } from "./api-client.ts";

/**
 * A stream event a page reacts to: site-wide changes (every visitor), the member's own events,
 * or `resync` after missed ones.
 */
export type ServerEventType = BroadcastEvent["type"] | UserEvent["type"] | typeof streamEvents.resync;
type Handler = (data: unknown) => void;

const handlers = new Map<ServerEventType, Set<Handler>>();
let source: EventSource | null = null;

const dispatch = (type: ServerEventType, data: unknown) => {
  for (const handler of handlers.get(type) ?? []) handler(data);
};

const parse = (event: MessageEvent<string>): unknown => {
  try {
    return JSON.parse(event.data);
  } catch {
    return null;
  }
};

/**
 * One EventSource on /api/events for the whole tab, opened with the first subscriber and closed
 * with the last. The browser reconnects by itself; events sent while it was away are lost, so
 * every `ready` after the first is passed on as `resync`.
 */
const open = () => {
  // The path comes from the typed client, so a moved route fails the type-check here too.
  const next = new EventSource(api.events.$path(), { withCredentials: true });
  let isFirstReady = true;
  next.addEventListener(streamEvents.ready, () => {
    if (!isFirstReady) dispatch(streamEvents.resync, {});
    isFirstReady = false;
  });
  next.addEventListener(streamEvents.resync, () => dispatch(streamEvents.resync, {}));
  for (const type of ["usage", "access", "support", "saved-prompts", "theme", "studio"] as const) {
    next.addEventListener(type, (event: MessageEvent<string>) => dispatch(type, parse(event)));
  }
  return next;
};

export const subscribeToServerEvents = (type: ServerEventType, handler: Handler): (() => void) => {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  source ??= open();
  return () => {
    set.delete(handler);
    const isUnused = [...handlers.values()].every((remaining) => remaining.size === 0);
    if (isUnused) {
      source?.close();
      source = null;
    }
  };
};
