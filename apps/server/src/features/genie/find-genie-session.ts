import { genieMessages, genieSessionOptionsSchema, type GenieSession } from "@promptloom/contracts/genie";
import { and, asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { genieSessions, genieVersions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { toGenieVersion } from "./to-genie-version.ts";

/** A member's own session with every version, oldest first; 404 for anyone else's. */
export const findGenieSession = async (options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<GenieSession> => {
  const [session] = await options.db
    .select()
    .from(genieSessions)
    .where(and(eq(genieSessions.id, options.id), eq(genieSessions.userId, options.userId)));
  if (!session) throw AppError.notFound(genieMessages.sessionNotFound);
  const versions = await options.db
    .select()
    .from(genieVersions)
    .where(eq(genieVersions.sessionId, session.id))
    .orderBy(asc(genieVersions.position));
  return {
    id: session.id,
    title: session.title,
    request: session.request,
    // Stored settings are read through the schema, so a setting added later gets its default.
    options: genieSessionOptionsSchema.parse(session.options),
    versions: versions.map(toGenieVersion),
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
};
