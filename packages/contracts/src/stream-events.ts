/**
 * The event stream's housekeeping, as plain values so every page can open the stream without
 * the schema library. `ready` once the stream is subscribed, `resync` when events may have been
 * missed (re-read what you show), `ping` as a heartbeat.
 */
export const streamEvents = { ready: "ready", resync: "resync", ping: "ping" } as const;

/** How often the stream sends a heartbeat, so proxies keep it open and dead clients are noticed. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
