import type { Logger } from "pino";

import type { SessionUser } from "../auth/session-user.ts";
import type { ProfileRow } from "../db/schema/index.ts";

/** The `Idempotency-Key` a create runs under (http/idempotency.ts). */
export type IdempotentCreate = {
  key: string;
  /**
   * When the key was claimed (its first claim, after a takeover): what an expired earlier use of
   * the key wrote is about a day older.
   */
  since: Date;
};

/** Per-request variables every handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
    /** A user's profile, kept in memory until it changes (auth/auth-cache.ts). */
    findProfile: (userId: string) => Promise<ProfileRow | undefined>;
    /** Set on creates sent with an `Idempotency-Key` that this request now holds. */
    idempotency: IdempotentCreate | undefined;
  };
};
