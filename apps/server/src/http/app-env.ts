import type { Logger } from "pino";

import type { SessionUser } from "../auth/session-user.ts";
import type { ProfileRow } from "../db/schema/index.ts";

/** Per-request variables every handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
    /** A user's profile, kept in memory until it changes (auth/auth-cache.ts). */
    findProfile: (userId: string) => Promise<ProfileRow | undefined>;
  };
};
