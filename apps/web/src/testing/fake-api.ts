import { vi } from "vitest";

/**
 * What the fake server answers: a status and a JSON body (none for 204), or a stream of
 * Server-Sent Events (`events`, each sent as one frame's JSON data; `namedEvents`, each with its
 * `event:` name, as the Genie routes stream).
 */
export type FakeReply = {
  status: number;
  body?: unknown;
  events?: unknown[];
  namedEvents?: { event: string; data: unknown }[];
};

type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/:[^/]+/g, "/[^/]+")}$`);

const readBody = (body: RequestInit["body"]): unknown => {
  if (typeof body !== "string") return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

type Upload = { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };

/**
 * XMLHttpRequest (the photo upload uses it for its progress) answered by the same fake routes: the
 * whole body counts as sent, then the reply arrives as JSON.
 */
const fakeXmlHttpRequest = (send: (url: string, init: RequestInit) => Promise<Response>) =>
  class FakeXmlHttpRequest {
    status = 0;
    response: unknown = null;
    responseType = "";
    upload: Upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = "GET";
    private url = "";

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body: RequestInit["body"]) {
      send(this.url, { method: this.method, body }).then(
        async (response) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
          this.status = response.status;
          this.response = response.status === 204 ? null : ((await response.json()) as unknown);
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };

/**
 * An event stream that sends each frame as its own chunk, then ends; aborting the request errors
 * the stream as a browser does. `null` holds the stream open there (an answer under way).
 */
const frameStream = (frames: (string | null)[], signal: AbortSignal | null | undefined) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      signal?.addEventListener("abort", () =>
        controller.error(new DOMException("The operation was aborted.", "AbortError")),
      );
      for (const frame of frames) {
        if (frame === null) return;
        controller.enqueue(encoder.encode(frame));
        await Promise.resolve();
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
};

/** EventSource on /api/events: every open one receives what the test `emit`s. */
const fakeEventSources = () => {
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
  const emit = (type: string, data: unknown) => {
    for (const source of open) source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  };
  return { FakeEventSource, emit };
};

/**
 * The API as a component test sees it: `fetch` answers from the replies given here, at the network
 * boundary, so the app's own client, `unwrap` and error handling all run as in the browser. A
 * request nobody answered gets a 404 in the API's error shape; every request is recorded.
 *
 *   const server = fakeApi();
 *   server.on("POST", "/api/support/messages", { status: 201, body: { id: "m1" } });
 */
export const fakeApi = () => {
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const requests: FakeRequest[] = [];

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request = { method, path: url.pathname, query: url.searchParams, body: readBody(init.body) };
    requests.push(request);
    const route = routes.findLast((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
    const reply = route
      ? typeof route.handler === "function"
        ? await route.handler(request)
        : route.handler
      : { status: 404, body: { error: { code: "not_found", message: `No API route for ${method} ${url.pathname}` } } };
    if (init.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    if (reply.events) {
      const frames = reply.events.map((event) => (event === null ? null : `data: ${JSON.stringify(event)}\n\n`));
      return frameStream(frames, init.signal);
    }
    if (reply.namedEvents) {
      const frames = reply.namedEvents.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return frameStream(frames, init.signal);
    }
    return reply.status === 204 ? new Response(null, { status: 204 }) : Response.json(reply.body ?? null, reply);
  };
  vi.stubGlobal("fetch", vi.fn(fetchStub));
  vi.stubGlobal("XMLHttpRequest", fakeXmlHttpRequest(fetchStub));
  const events = fakeEventSources();
  vi.stubGlobal("EventSource", events.FakeEventSource);

  return {
    /** Answers `method path` (`:name` matches one segment); a later answer for the same route wins. */
    on(method: string, path: string, handler: Handler) {
      routes.push({ method: method.toUpperCase(), pattern: toPattern(path), handler });
      return this;
    },
    /** A request that never answers, for the pending state. */
    hang(method: string, path: string) {
      return this.on(method, path, () => new Promise<FakeReply>(() => undefined));
    },
    /** Sends a server event (`theme`, `studio`, …) to the page's open event streams. */
    emit(type: string, data: unknown) {
      events.emit(type, data);
    },
    /** The requests sent to `method path`, oldest first. */
    requestsTo(method: string, path: string) {
      const pattern = toPattern(path);
      return requests.filter((request) => request.method === method.toUpperCase() && pattern.test(request.path));
    },
  };
};

/** A Server-Sent Events answer with named events, as the Genie routes stream it. */
export const eventStream = (...namedEvents: { event: string; data: unknown }[]): FakeReply => ({
  status: 200,
  namedEvents,
});

/** The API's error body, as `onError` on the server writes it. */
export const apiError = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { error: { code, message } },
});
