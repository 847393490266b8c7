import { count } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { studioOptions, studioPresets } from "../../db/schema/index.ts";
import { loadStarterStudio } from "./load-starter-studio.ts";

/**
 * Fills an empty Prompt Studio with the starter options and featured presets, in one transaction.
 * Once any option exists, admins own the sets and nothing is added again.
 */
export const seedStudio = async (options: { db: Database; logger: Logger }): Promise<void> => {
  const { db, logger } = options;
  const [existing] = await db.select({ total: count() }).from(studioOptions);
  if ((existing?.total ?? 0) > 0) return;

  const starter = await loadStarterStudio();
  const inserted = await db.transaction(async (tx) => {
    // Two instances starting together may both find the studio empty; the second adds nothing.
    const rows = await tx
      .insert(studioOptions)
      .values(starter.options)
      .onConflictDoNothing()
      .returning({ id: studioOptions.id });
    if (rows.length > 0)
      await tx.insert(studioPresets).values(starter.presets.map((preset) => ({ ...preset, userId: null })));
    return rows.length;
  });
  if (inserted > 0) logger.info(`studio: seeded ${inserted} options and ${starter.presets.length} featured presets`);
};
