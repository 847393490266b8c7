import { eq, sql } from "drizzle-orm";
import type { ZodType } from "zod";

import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema/index.ts";

/**
 * One setting of `site_settings` read through its schema. A missing row, or one an older version
 * wrote in another shape, gives the fallback, so a bad row never breaks the screen that reads it.
 */
export const readSetting = async <T>(db: Database, key: string, schema: ZodType<T>, fallback: T): Promise<T> => {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
};

/** Creates or replaces one setting. */
export const writeSetting = async (
  db: Pick<Database, "insert">,
  setting: { key: string; category: string; value: unknown },
): Promise<void> => {
  await db
    .insert(siteSettings)
    .values(setting)
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: setting.value, category: setting.category, updatedAt: sql`now()` },
    });
};
