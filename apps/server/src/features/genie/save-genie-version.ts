import {
  GENIE_TITLE_LENGTH,
  type GenieControls,
  type GenieSessionOptions,
  type GenieVersion,
} from "@promptloom/contracts/genie";
import type { QuestionAnswer, RefinedPrompt } from "@promptloom/contracts/prompt-engine";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { genieSessions, genieVersions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { toGenieVersion } from "./to-genie-version.ts";

const titleOf = (request: string) => {
  const line = request.trim().replace(/\s+/gu, " ");
  return line.length <= GENIE_TITLE_LENGTH ? line : `${line.slice(0, GENIE_TITLE_LENGTH - 1).trimEnd()}…`;
};

/**
 * Keeps a finished refinement: the first version of a new session, or the next version of the
 * member's session (numbered in the same transaction, so two tabs cannot take one position).
 */
export const saveGenieVersion = async (options: {
  db: Database;
  userId: string;
  /** Undefined to start a session with this request. */
  sessionId: string | undefined;
  request: string;
  settings: GenieSessionOptions;
  /** What this revision asked for: its text, the controls it changed, the answers it gave. */
  revision: { refinement: string | null; changedOptions: Partial<GenieControls>; answers: QuestionAnswer[] };
  result: RefinedPrompt;
}): Promise<{ sessionId: string; version: GenieVersion }> =>
  options.db.transaction(async (tx) => {
    let sessionId = options.sessionId;
    if (sessionId) {
      const [session] = await tx
        .update(genieSessions)
        .set({ options: options.settings, updatedAt: new Date() })
        .where(and(eq(genieSessions.id, sessionId), eq(genieSessions.userId, options.userId)))
        .returning({ id: genieSessions.id });
      if (!session) throw AppError.notFound("This Genie session does not exist.");
    } else {
      const [session] = await tx
        .insert(genieSessions)
        .values({
          userId: options.userId,
          title: titleOf(options.request),
          request: options.request,
          options: options.settings,
        })
        .returning({ id: genieSessions.id });
      sessionId = session!.id;
    }
    const [row] = await tx
      .insert(genieVersions)
      .values({
        sessionId,
        position: sql`(select coalesce(max(${genieVersions.position}) + 1, 0) from ${genieVersions} where ${genieVersions.sessionId} = ${sessionId})`,
        ...options.revision,
        ...options.result,
      })
      .returning();
    return { sessionId, version: toGenieVersion(row!) };
  });
