import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";

import type { Database } from "./database.ts";

export type NotificationHandler = (payload: string) => void;

/**
 * PostgreSQL LISTEN on either engine. Every server instance listens on the same database, so a
 * NOTIFY sent through any instance reaches all of them.
 */
export type Notifications = {
  /** Calls `handler` with each payload sent on `channel` (lower-case letters and `_` only). */
  listen: (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;
  /**
   * Called after the listening connection was lost and re-established: notifications sent in
   * between are gone, so listeners should re-read what they show.
   */
  onReconnect: (handler: () => void) => void;
  /**
   * Whether notifications are being received right now. While the connection is down, what was
   * kept on the strength of them (caches) must not be trusted.
   */
  isConnected: () => boolean;
  /**
   * True when a statement's notifications reach the listeners before the statement itself
   * answers (embedded PGlite, one connection): whoever changed something has heard it by then.
   * False on PostgreSQL, where they arrive on the listening connection a moment later.
   */
  heardOnCommit: boolean;
  close: () => Promise<void>;
};

const channelPattern = /^[a-z_][a-z0-9_]*$/;

const checkChannel = (channel: string) => {
  if (!channelPattern.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
};

/**
 * Sends `payload` to every listener of `channel`. Inside a transaction it is delivered on commit
 * and dropped on rollback, so listeners never hear of a change that did not happen.
 */
export const notify = async (db: Pick<Database, "execute">, channel: string, payload: string): Promise<void> => {
  checkChannel(channel);
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
};

export const createPgliteNotifications = (client: PGlite): Notifications => ({
  listen: async (channel, handler) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, handler);
    return () => unlisten();
  },
  // An embedded database never drops its connection.
  onReconnect: () => undefined,
  isConnected: () => !client.closed,
  // PGlite queues each listener call (a microtask) while it reads the statement's own answer.
  heardOnCommit: true,
  close: () => Promise.resolve(),
});

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * One dedicated connection per process holds every LISTEN (a pooled connection would be handed
 * to other queries). It is opened on the first `listen` and re-opened, with back-off, when it drops.
 */
export const createPostgresNotifications = (
  connectionString: string,
  options: { onError?: (error: unknown) => void } = {},
): Notifications => {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = RECONNECT_MIN_MS;
  let isClosed = false;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
  };

  const scheduleReconnect = () => {
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          for (const handler of reconnectHandlers) handler();
        },
        () => scheduleReconnect(),
      );
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      // Keep-alive probes notice a silently dropped connection, so caches stop trusting it.
      const next = new pg.Client({ connectionString, keepAlive: true });
      next.on("notification", dispatch);
      next.on("error", (error) => options.onError?.(error));
      next.on("end", () => {
        if (client === next) client = null;
        scheduleReconnect();
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        options.onError?.(error);
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      retryDelay = RECONNECT_MIN_MS;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const connected = async () => client ?? connecting ?? connect();

  return {
    listen: async (channel, handler) => {
      checkChannel(channel);
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await (await connected()).query(`LISTEN "${channel}"`);
      }
      channelHandlers.add(handler);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current?.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN "${channel}"`);
        }
      };
    },
    onReconnect: (handler) => {
      reconnectHandlers.add(handler);
    },
    isConnected: () => client !== null,
    heardOnCommit: false,
    close: async () => {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end();
    },
  };
};
