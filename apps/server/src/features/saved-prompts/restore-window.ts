import { lt, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { deletedSavedPrompts } from "../../db/schema/index.ts";

/** How long after its deletion a prompt can be brought back (the Undo on My Prompts). */
export const RESTORE_WINDOW_MINUTES = 10;

/** The earliest deletion that can still be undone. */
export const restorableSince = () => sql`now() - make_interval(mins => ${RESTORE_WINDOW_MINUTES})`;

/**
 * Forgets every deleted prompt whose undo window has passed, whoever deleted it: at each delete,
 * and on a timer (start/deleted-prompts-purge.ts).
 */
export const purgeExpiredDeletedPrompts = async (db: Pick<Database, "delete">): Promise<void> => {
  await db.delete(deletedSavedPrompts).where(lt(deletedSavedPrompts.deletedAt, restorableSince()));
};
