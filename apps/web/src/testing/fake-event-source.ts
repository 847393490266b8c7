import { vi } from "vitest";

const openSources = new Set<FakeEventSource>();

/** The browser's EventSource without a network (jsdom has none): events come from `emitServerEvent`. */
class FakeEventSource extends EventTarget {
  readonly url: string;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
    openSources.add(this);
  }
  close() {
    openSources.delete(this);
  }
}

/** Every test starts with the fake in place of the browser's EventSource. */
export const installFakeEventSource = () => vi.stubGlobal("EventSource", FakeEventSource);

/** Delivers a server event (`theme`, `access`, `usage`, ...) to every open event stream, as /api/events would. */
export const emitServerEvent = (type: string, data: unknown) => {
  for (const source of openSources) source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
};
