import {
  defaultPhotoStudioSettings,
  photoStudioSettingsSchema,
  type PhotoStudioSettings,
} from "@promptloom/contracts/studio/photo-studio";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { readSetting, writeSetting } from "../../lib/site-settings.ts";

const key = "photo_studio";

/** The admin's Photo Studio settings, or the defaults where nothing (or nothing valid) is stored. */
export const readPhotoStudioSettings = (db: Database): Promise<PhotoStudioSettings> =>
  readSetting(db, key, photoStudioSettingsSchema, defaultPhotoStudioSettings);

/** Stores new settings and writes the change to the audit log, together. */
export const updatePhotoStudioSettings = async (options: {
  db: Database;
  actor: AuditActor;
  settings: PhotoStudioSettings;
}): Promise<PhotoStudioSettings> => {
  const { db, actor, settings } = options;
  const before = await readPhotoStudioSettings(db);
  await db.transaction(async (tx) => {
    await writeSetting(tx, { key, category: "studio", value: settings });
    await recordAuditEntry(tx, {
      actor,
      action: "photo_studio.update_settings",
      target: { type: "photo_studio_settings", id: key, label: "Photo Studio settings" },
      ...changedValues(before, settings),
    });
  });
  return settings;
};
