import { randomUUID } from "node:crypto";

import type { Logger } from "pino";

import type { Database } from "../db/client.ts";
import { notify, type Notifications } from "../db/notifications.ts";
import type { ProfileRow } from "../db/schema/index.ts";
import { listenForChanges } from "../lib/memo-until-changed.ts";
import type { SessionUser } from "./session-user.ts";

/** The channel the database's triggers (migration 0014) announce a changed user's id on. */
export const AUTH_CHANGES_CHANNEL = "auth_changes";

/** Bounds memory: past this many entries the oldest are forgotten first. */
const MAX_ENTRIES = 50_000;
/** Marks this instance's own catch-up notifications, which are never a user id. */
const CATCH_UP_PREFIX = "catch-up:";
const CATCH_UP_TIMEOUT_MS = 1_000;

type FoundSession = { user: SessionUser; expiresAt: Date };

export type AuthCache = {
  /**
   * The user of a session cookie, read through `load` (the database) the first time and kept
   * until anything about that user changes. `load` answers the user and when the session ends.
   */
  session: (cookie: string, load: () => Promise<FoundSession | null>) => Promise<SessionUser | null>;
  /** A user's profile, read through `load` the first time and kept until it changes. */
  profile: (userId: string, load: () => Promise<ProfileRow | undefined>) => Promise<ProfileRow | undefined>;
  /** The user of a session cookie as `session` would answer it without reading, or undefined when not kept. */
  keptUser: (cookie: string) => SessionUser | undefined;
  /** A user's profile as `profile` would answer it without reading, or undefined when not kept. */
  keptProfile: (userId: string) => ProfileRow | undefined;
  /**
   * Resolves once every change committed so far has been heard, so a request that changed
   * something (signed out, refunded, made admin, edited the library) is answered only when this
   * instance has forgotten what it changed. Every channel arrives on one connection in commit
   * order, so this covers the other in-memory caches too.
   */
  catchUp: () => Promise<void>;
};

/**
 * Signed-in reads without a database round trip: sessions and profiles kept in memory, forgotten
 * on every instance when the database announces a change to their user (other instances hear it
 * within milliseconds).
 */
export const createAuthCache = (options: { db: Database; notifications: Notifications; logger: Logger }): AuthCache => {
  const { db, notifications, logger } = options;
  const catchUps = new Map<string, () => void>();
  const feed = listenForChanges({
    notifications,
    channel: AUTH_CHANGES_CHANNEL,
    logger,
    onChange: (payload) => {
      if (payload.startsWith(CATCH_UP_PREFIX)) return catchUps.get(payload)?.();
      profiles.forget(payload);
      sessions.forgetWhere((found) => found.user.id === payload);
    },
  });
  const sessions = feed.memo<FoundSession>(MAX_ENTRIES);
  const profiles = feed.memo<ProfileRow>(MAX_ENTRIES);
  const forgetAll = () => {
    sessions.clear();
    profiles.clear();
  };

  return {
    session: async (cookie, load) =>
      (
        await sessions.read(
          cookie,
          async () => (await load()) ?? undefined,
          (found) => found.expiresAt.getTime(),
        )
      )?.user ?? null,
    profile: (userId, load) => profiles.read(userId, load),
    keptUser: (cookie) => sessions.kept(cookie)?.user,
    keptProfile: (userId) => profiles.kept(userId),
    catchUp: async () => {
      // Nothing to wait for: either nothing is kept, or the change was heard as it committed.
      if (!feed.isHeard() || notifications.heardOnCommit) return;
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
