import { GENIE_SESSIONS_LIST_LIMIT, type GenieSessionSummary } from "@promptloom/contracts/genie";
import { count, desc, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { genieSessions, genieVersions } from "../../db/schema/index.ts";

/** A member's recent sessions, most recently used first, with the kind of their latest version. */
export const listGenieSessions = async (options: { db: Database; userId: string }): Promise<GenieSessionSummary[]> => {
  const rows = await options.db
    .select({
      id: genieSessions.id,
      title: genieSessions.title,
      updatedAt: genieSessions.updatedAt,
      versionCount: count(genieVersions.id),
      kind: sql<string | null>`(array_agg(${genieVersions.kind} order by ${genieVersions.position} desc))[1]`,
    })
    .from(genieSessions)
    .leftJoin(genieVersions, eq(genieVersions.sessionId, genieSessions.id))
    .where(eq(genieSessions.userId, options.userId))
    .groupBy(genieSessions.id)
    .orderBy(desc(genieSessions.updatedAt), desc(genieSessions.id))
    .limit(GENIE_SESSIONS_LIST_LIMIT);
  return rows.map((row) => ({ ...row, kind: row.kind ?? "neutral", updatedAt: row.updatedAt.toISOString() }));
};
