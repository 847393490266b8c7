import { genieMessages } from "@promptloom/contracts/genie";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { genieSessions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** Deletes a member's own session and its versions; 404 for anyone else's. */
export const deleteGenieSession = async (options: { db: Database; userId: string; id: string }): Promise<void> => {
  const deleted = await options.db
    .delete(genieSessions)
    .where(and(eq(genieSessions.id, options.id), eq(genieSessions.userId, options.userId)))
    .returning({ id: genieSessions.id });
  if (deleted.length === 0) throw AppError.notFound(genieMessages.sessionNotFound);
};
