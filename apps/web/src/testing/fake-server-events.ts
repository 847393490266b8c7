import { vi } from "vitest";

/**
 * The /api/events stream as a component test sees it: the app's own EventSource code runs, and
 * `emit(type, data)` delivers a server event to every open stream.
 *
 *   const events = fakeServerEvents();
 *   events.emit("usage", { minutesSaved: 15 });
 */
export const fakeServerEvents = () => {
  const open = new Set<EventTarget>();

  class FakeEventSource extends EventTarget {
    constructor(readonly url: string) {
      super();
      open.add(this);
    }

    close() {
      open.delete(this);
    }
  }
  vi.stubGlobal("EventSource", FakeEventSource);

  return {
    emit(type: string, data: unknown = {}) {
      for (const source of open) source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    },
  };
};
