import type { Logger } from "pino";

import type { Notifications } from "../db/notifications.ts";

/** A backstop: even with no notification, nothing is kept for longer than this. */
const MAX_AGE_MS = 60_000;

type Entry<T> = { value: T; until: number };

export type Memo<T> = {
  /** The value kept under `key`, or what `load` reads (kept unless `load` answers undefined). */
  read: (key: string, load: () => Promise<T | undefined>, until?: (value: T) => number) => Promise<T | undefined>;
  /** The value kept under `key` while it may be trusted (what `read` would answer without loading), or undefined. */
  kept: (key: string) => T | undefined;
  forget: (key: string) => void;
  forgetWhere: (test: (value: T) => boolean) => void;
  clear: () => void;
  readonly size: number;
};

export type ChangeFeed = {
  /** Whether changes are being heard right now; while they are not, nothing kept is trusted. */
  isHeard: () => boolean;
  memo: <T>(maxEntries: number) => Memo<T>;
};

/**
 * Values read from the database and kept in memory until the database announces a change on
 * `channel` (a trigger's NOTIFY, heard by every instance). `onChange` forgets what the payload
 * names. While notifications are not being received (not yet listening, connection lost) every
 * read goes to the database, and after a reconnection everything is forgotten, since changes
 * announced in between were missed.
 */
export const listenForChanges = (options: {
  notifications: Notifications;
  channel: string;
  logger: Logger;
  onChange: (payload: string) => void;
}): ChangeFeed => {
  const { notifications, channel, logger } = options;
  const memos = new Set<Memo<unknown>>();
  let listening = false;
  void notifications.listen(channel, options.onChange).then(
    () => {
      listening = true;
    },
    (error: unknown) =>
      logger.warn({ err: error, channel }, "not listening for changes: every read goes to the database"),
  );
  notifications.onReconnect(() => {
    for (const memo of memos) memo.clear();
  });
  const isHeard = () => listening && notifications.isConnected();

  const memo = <T>(maxEntries: number): Memo<T> => {
    const entries = new Map<string, Entry<T>>();
    // Bumped by every change: a read that started before a change must not keep what it read.
    let generation = 0;
    const kept = (key: string) => {
      const entry = entries.get(key);
      return entry && entry.until > Date.now() && isHeard() ? entry.value : undefined;
    };
    const created: Memo<T> = {
      kept,
      read: async (key, load, until) => {
        const value = kept(key);
        if (value !== undefined) return value;
        const readAt = generation;
        const loaded = await load();
        if (loaded === undefined) entries.delete(key);
        else if (readAt === generation && isHeard()) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
          entries.set(key, { value: loaded, until: Math.min(until?.(loaded) ?? Infinity, Date.now() + MAX_AGE_MS) });
        }
        return loaded;
      },
      forget: (key) => {
        generation += 1;
        entries.delete(key);
      },
      forgetWhere: (test) => {
        generation += 1;
        for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
      },
      clear: () => {
        generation += 1;
        entries.clear();
      },
      get size() {
        return entries.size;
      },
    };
    memos.add(created as Memo<unknown>);
    return created;
  };

  return { isHeard, memo };
};
