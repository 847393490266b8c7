import type { Logger } from "pino";

import type { SessionUser } from "../auth/session.ts";

/** Per-request variables every handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
  };
};
