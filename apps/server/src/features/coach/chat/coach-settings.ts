import { coachSettingsSchema, type CoachSettings } from "@promptloom/contracts/coach";

import { changedValues, recordAuditEntry, type AuditActor } from "../../../audit/record-audit-entry.ts";
import type { Database } from "../../../db/client.ts";
import { readSetting, writeSetting } from "../../../lib/site-settings.ts";
import { defaultCoachSettings } from "./default-coach-settings.ts";

const key = "coach_settings";

export const readCoachSettings = (db: Database): Promise<CoachSettings> =>
  readSetting(db, key, coachSettingsSchema, defaultCoachSettings);

/** Saves the admin's settings and the audit entry of what changed, together. */
export const saveCoachSettings = async (options: {
  db: Database;
  actor: AuditActor;
  settings: CoachSettings;
}): Promise<CoachSettings> => {
  const { db, actor, settings } = options;
  // Stored in the playbooks' own order whatever order the form sent them in.
  const playbooks = defaultCoachSettings.playbooks.map(
    (fallback) => settings.playbooks.find((item) => item.id === fallback.id) ?? fallback,
  );
  const value = { ...settings, playbooks };
  const before = await readCoachSettings(db);
  await db.transaction(async (tx) => {
    await writeSetting(tx, { key, category: "coach", value });
    await recordAuditEntry(tx, {
      actor,
      action: "coach_settings.update",
      target: { type: "coach_settings", id: key, label: "AI Coach settings" },
      ...changedValues(before, value),
    });
  });
  return value;
};
