import { EVENT_STREAM_HEARTBEAT_MS, streamEvents } from "@promptloom/contracts/stream-events";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { getClientIp } from "../../lib/client-ip.ts";
import type { HubMessage } from "../../lib/realtime/event-hub.ts";
import { createStreamCounter } from "../../lib/realtime/stream-counter.ts";

/**
 * Open streams one member may hold on one instance: one per tab is plenty; each costs the
 * server a socket, so hundreds from one account are refused. Visitors are counted by address,
 * with room for many people behind one office or mobile network's address.
 */
const MAX_STREAMS_PER_MEMBER = 10;
const MAX_STREAMS_PER_VISITOR_ADDRESS = 20;

/** Resolves after `ms`, or as soon as `signal` aborts. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });

/**
 * GET /api/events: site-wide changes (the theme) for every visitor, and a signed-in member's own
 * events, as Server-Sent Events with a heartbeat. The stream ends when the browser goes away or
 * the server shuts down.
 */
export const eventsRoutes = ({ events, logger, config }: AppDeps) => {
  const openStreams = createStreamCounter();
  return new Hono<AppEnv>().get("/events", (c) => {
    const user = c.var.user;
    const holder = user ? `member:${user.id}` : `address:${getClientIp(c, config.trustedProxyHops)}`;
    const release = openStreams.take(holder, user ? MAX_STREAMS_PER_MEMBER : MAX_STREAMS_PER_VISITOR_ADDRESS);
    const response = streamSSE(
      c,
      async (stream) => {
        const stop = new AbortController();
        const stopStream = () => stop.abort();
        stream.onAbort(stopStream);
        events.closed.addEventListener("abort", stopStream, { once: true });
        try {
          const send = (message: HubMessage) =>
            void stream.writeSSE({ event: message.type, data: JSON.stringify("data" in message ? message.data : {}) });
          const unsubscribe = await events.subscribe(user?.id ?? null, send);
          try {
            await stream.writeSSE({ event: streamEvents.ready, data: "{}" });
            while (!stop.signal.aborted) {
              await wait(EVENT_STREAM_HEARTBEAT_MS, stop.signal);
              if (!stop.signal.aborted) await stream.writeSSE({ event: streamEvents.ping, data: "{}" });
            }
          } finally {
            unsubscribe();
          }
        } finally {
          release();
          events.closed.removeEventListener("abort", stopStream);
        }
      },
      (error) => {
        logger.warn({ err: error, userId: user?.id ?? null }, "event stream failed");
        return Promise.resolve();
      },
    );
    // The socket of an ended stream is not worth keeping for reuse, and an idle kept-alive socket
    // would hold up a shutdown until it times out.
    response.headers.set("Connection", "close");
    return response;
  });
};
