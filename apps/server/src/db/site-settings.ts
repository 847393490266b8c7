import { eq, sql } from "drizzle-orm";

import type { Database } from "./client.ts";
import { siteSettings } from "./schema/index.ts";

export type SiteSetting = { value: unknown; updatedAt: Date };

/** One `site_settings` row's value, or null when the row does not exist. */
export const readSiteSetting = async (db: Pick<Database, "select">, key: string): Promise<SiteSetting | null> => {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ?? null;
};

/** Reads the row for a change in the same transaction, holding it until the transaction ends. */
export const lockSiteSetting = async (db: Pick<Database, "select">, key: string): Promise<SiteSetting | null> => {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .for("update");
  return row ?? null;
};

/** Inserts or replaces a setting (the spec's upsert on key). */
export const writeSiteSetting = async (
  db: Pick<Database, "insert">,
  setting: { key: string; category: string; value: unknown },
): Promise<Date> => {
  const [row] = await db
    .insert(siteSettings)
    .values(setting)
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: setting.value, category: setting.category, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: siteSettings.updatedAt });
  if (!row) throw new Error(`The setting ${setting.key} was not stored`);
  return row.updatedAt;
};

export const deleteSiteSetting = async (db: Pick<Database, "delete">, key: string): Promise<void> => {
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
};
