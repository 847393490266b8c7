import { eq, sql } from "drizzle-orm";
import type { ZodType } from "zod";

import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema/index.ts";

/** A row of `site_settings` as stored: its value (any shape) and when it last changed. */
export type SettingRow = { value: unknown; updatedAt: Date };

/**
 * One setting of `site_settings` read through its schema. A missing row, or one an older version
 * wrote in another shape, gives the fallback, so a bad row never breaks the screen that reads it.
 */
export const readSetting = async <T>(db: Database, key: string, schema: ZodType<T>, fallback: T): Promise<T> => {
  const row = await readSettingRow(db, key);
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
};

/** One setting's row as stored, or null when there is none; for settings that also show when they changed. */
export const readSettingRow = async (db: Pick<Database, "select">, key: string): Promise<SettingRow | null> => {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ?? null;
};

/** The row for a change in this transaction, locked until the transaction ends. */
export const lockSettingRow = async (db: Pick<Database, "select">, key: string): Promise<SettingRow | null> => {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .for("update");
  return row ?? null;
};

/** Creates or replaces one setting (the spec's upsert on key); answers when it was written. */
export const writeSetting = async (
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

/** Removes a setting, so its reader falls back to the default (the spec's delete by key). */
export const deleteSetting = async (db: Pick<Database, "delete">, key: string): Promise<void> => {
  await db.delete(siteSettings).where(eq(siteSettings.key, key));
};
