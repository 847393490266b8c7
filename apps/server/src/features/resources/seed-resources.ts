import { count } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { resources } from "../../db/schema/index.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { loadSeedResources } from "./load-seed-resources.ts";
import { setResourceFile } from "./set-resource-file.ts";
import { uniqueResourceSlug } from "./unique-slug.ts";

/**
 * Fills an empty resource center with the starter guides, cheat sheets and downloads. Resources
 * that exist (seeded before, or written by an admin) are left alone.
 */
export const seedResources = async (options: { db: Database; storage: StorageProvider; logger: Logger }) => {
  const { db, storage, logger } = options;
  const [existing] = await db.select({ total: count() }).from(resources);
  if ((existing?.total ?? 0) > 0) return;

  const seeds = await loadSeedResources();
  for (const { file, ...input } of seeds) {
    const slug = await uniqueResourceSlug(db, input.title);
    // Two instances starting together may both find the center empty; the second adds nothing.
    const [row] = await db
      .insert(resources)
      .values({ ...input, slug })
      .onConflictDoNothing()
      .returning({ id: resources.id });
    if (row && file) await setResourceFile({ db, storage, actor: null, id: row.id, file });
  }
  logger.info(`resources: seeded ${seeds.length} starter guides, cheat sheets and downloads`);
};
