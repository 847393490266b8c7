import type { Logger } from "pino";

import type { Database } from "../db/client.ts";
import type { Notifications } from "../db/notifications.ts";
import { listenForChanges } from "./memo-until-changed.ts";
import { readSettingRow, type SettingRow } from "./site-settings.ts";

/** The channel the site_settings triggers (migration 0016) announce a changed key on ("" for all). */
export const SITE_SETTINGS_CHANNEL = "site_settings_changes";

export type SiteSettingsCache = {
  /** A setting's row as `readSettingRow` gives it, from memory until the setting changes. */
  row: (key: string) => Promise<SettingRow | null>;
};

/**
 * Settings read on every page (the theme, the features hero) are kept in memory on each instance
 * and read again once the database announces a change to their key, on every instance.
 */
export const createSiteSettingsCache = (options: {
  db: Database;
  notifications: Notifications;
  logger: Logger;
}): SiteSettingsCache => {
  const { db, notifications, logger } = options;
  const feed = listenForChanges({
    notifications,
    channel: SITE_SETTINGS_CHANNEL,
    logger,
    onChange: (key) => (key === "" ? rows.clear() : rows.forget(key)),
  });
  // Wrapped, so that a setting nobody saved yet (null) is kept too.
  const rows = feed.memo<{ row: SettingRow | null }>(1_000);
  return {
    row: async (key) => (await rows.read(key, async () => ({ row: await readSettingRow(db, key) })))?.row ?? null,
  };
};
