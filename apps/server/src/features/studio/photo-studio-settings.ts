import {
  defaultPhotoStudioSettings,
  photoStudioSettingsSchema,
  type PhotoStudioSettings,
} from "@promptloom/contracts/studio/photo-studio";
import { eq, sql } from "drizzle-orm";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/index.ts";

const KEY = "photo_studio";

/** The admin's Photo Studio settings, or the defaults where nothing (or nothing valid) is stored. */
export const readPhotoStudioSettings = async (db: Pick<Database, "select">): Promise<PhotoStudioSettings> => {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  const stored = photoStudioSettingsSchema.safeParse({ ...defaultPhotoStudioSettings, ...(row?.value as object) });
  return stored.success ? stored.data : defaultPhotoStudioSettings;
};

/** Stores new settings and writes the change to the audit log, together. */
export const updatePhotoStudioSettings = async (options: {
  db: Database;
  actor: AuditActor;
  settings: PhotoStudioSettings;
}): Promise<PhotoStudioSettings> => {
  const { db, actor, settings } = options;
  await db.transaction(async (tx) => {
    const before = await readPhotoStudioSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value: settings, category: "studio" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: sql`now()` } });
    await recordAuditEntry(tx, {
      actor,
      action: "photo_studio.update_settings",
      target: { type: "photo_studio_settings", label: "Photo Studio settings" },
      ...changedValues(before, settings),
    });
  });
  return settings;
};
