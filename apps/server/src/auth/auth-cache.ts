import { randomUUID } from "node:crypto";

import type { Logger } from "pino";

import type { Database } from "../db/client.ts";
import { notify, type Notifications } from "../db/notifications.ts";
import type { ProfileRow } from "../db/schema/index.ts";
import type { SessionUser } from "./session.ts";

/** The channel the database's triggers (migration 0014) announce a changed user's id on. */
export const AUTH_CHANGES_CHANNEL = "auth_changes";

/** A backstop: even with no notification, nothing is trusted for longer than this. */
const MAX_AGE_MS = 60_000;
/** Bounds memory: past this many entries the oldest are forgotten first. */
const MAX_ENTRIES = 50_000;
/** Marks this instance's own catch-up notifications, which are never a user id. */
const CATCH_UP_PREFIX = "catch-up:";
const CATCH_UP_TIMEOUT_MS = 1_000;

export type AuthCache = {
  /**
   * The user of a session cookie, read through `load` (the database) the first time and kept
   * until anything about that user changes. `load` answers the user and when the session ends.
   */
  session: (
    cookie: string,
    load: () => Promise<{ user: SessionUser; expiresAt: Date } | null>,
  ) => Promise<SessionUser | null>;
  /** A user's profile, read through `load` the first time and kept until it changes. */
  profile: (userId: string, load: () => Promise<ProfileRow | undefined>) => Promise<ProfileRow | undefined>;
  /**
   * Resolves once every change committed so far has been heard, so a request that changed a
   * user (signed out, refunded, made admin) is answered only when this instance forgot them.
   */
  catchUp: () => Promise<void>;
};

type Entry<T> = { value: T; until: number };

/**
 * Signed-in reads without a database round trip: sessions and profiles kept in memory, forgotten
 * on every instance when the database announces a change to their user (other instances hear it
 * within milliseconds). Nothing is trusted while notifications are not being received (not yet
 * listening, connection lost), and after a reconnection everything is forgotten, since changes
 * announced in between were missed.
 */
export const createAuthCache = (options: { db: Database; notifications: Notifications; logger: Logger }): AuthCache => {
  const { db, notifications, logger } = options;
  const sessions = new Map<string, Entry<SessionUser>>();
  const profiles = new Map<string, Entry<ProfileRow>>();
  const catchUps = new Map<string, () => void>();
  // Bumped by every change: a read that started before a change must not keep what it read.
  let generation = 0;
  let listening = false;

  const forgetAll = () => {
    generation += 1;
    profiles.clear();
    sessions.clear();
  };
  const hear = (payload: string) => {
    if (payload.startsWith(CATCH_UP_PREFIX)) return catchUps.get(payload)?.();
    generation += 1;
    profiles.delete(payload);
    for (const [cookie, entry] of sessions) if (entry.value.id === payload) sessions.delete(cookie);
  };

  void notifications.listen(AUTH_CHANGES_CHANNEL, hear).then(
    () => {
      listening = true;
    },
    (error: unknown) => logger.warn({ err: error }, "not listening for auth changes: every read goes to the database"),
  );
  notifications.onReconnect(forgetAll);
  const trusted = () => listening && notifications.isConnected();

  const read = async <T>(
    map: Map<string, Entry<T>>,
    key: string,
    load: () => Promise<{ value: T; until: number } | null>,
  ) => {
    const cached = map.get(key);
    if (cached && cached.until > Date.now() && trusted()) return cached.value;
    const readAt = generation;
    const found = await load();
    if (!found) map.delete(key);
    else if (readAt === generation && trusted()) {
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value ?? "");
      map.set(key, found);
    }
    return found?.value;
  };

  return {
    session: async (cookie, load) =>
      (await read(sessions, cookie, async () => {
        const found = await load();
        return found && { value: found.user, until: Math.min(found.expiresAt.getTime(), Date.now() + MAX_AGE_MS) };
      })) ?? null,
    profile: (userId, load) =>
      read(profiles, userId, async () => {
        const row = await load();
        return row ? { value: row, until: Date.now() + MAX_AGE_MS } : null;
      }),
    catchUp: async () => {
      if (!trusted() || (sessions.size === 0 && profiles.size === 0)) return;
      const marker = `${CATCH_UP_PREFIX}${randomUUID()}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const heard = new Promise<boolean>((resolve) => {
        catchUps.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
      });
      try {
        // Notifications arrive in commit order: once ours is heard, every earlier change was too.
        const sent = await notify(db, AUTH_CHANGES_CHANNEL, marker).then(
          () => true,
          () => false,
        );
        if (!sent || !(await heard)) forgetAll();
      } finally {
        clearTimeout(timer);
        catchUps.delete(marker);
      }
    },
  };
};
