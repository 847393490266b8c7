import { count } from "drizzle-orm";
import type { Logger } from "pino";

import type { Database } from "../../db/client.ts";
import { automationTemplates } from "../../db/schema/index.ts";
import { loadTemplateFiles } from "./load-template-files.ts";

/**
 * Fills an empty catalogue with the repository's templates. A catalogue that holds anything is
 * the admins' to manage: a template they deleted does not come back on the next start.
 */
export const seedAutomationTemplates = async (options: { db: Database; logger: Logger }): Promise<void> => {
  const { db, logger } = options;
  const [existing] = await db.select({ total: count() }).from(automationTemplates);
  if ((existing?.total ?? 0) > 0) return;
  const files = await loadTemplateFiles();
  // Two instances starting together may both find it empty; the second adds nothing.
  await db.insert(automationTemplates).values(files).onConflictDoNothing();
  logger.info(`automations: seeded ${files.length} n8n templates`);
};
