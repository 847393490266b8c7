import type { Theme } from "@promptloom/contracts/theme";
import {
  overridesOf,
  themeSetting,
  withDefaults,
  type ThemeColorName,
  type ThemeColors,
} from "@promptloom/contracts/theme-colors";
import { sql } from "drizzle-orm";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/index.ts";
import { publishBroadcastEvent } from "../../lib/realtime/broadcast-events.ts";
import { deleteSetting, lockSettingRow, writeSetting } from "../../lib/site-settings.ts";
import { storedColors, toTheme } from "./read-theme.ts";

export type ThemeChange =
  /** Save all: these colours replace every stored one. */
  | { kind: "save"; colors: ThemeColors }
  /** Change a single colour. */
  | { kind: "set"; name: ThemeColorName; value: string }
  /** Put a single colour back to its default. */
  | { kind: "unset"; name: ThemeColorName }
  /** Reset all: the default theme again (the row is deleted). */
  | { kind: "reset" };

const actions: Record<ThemeChange["kind"], string> = {
  save: "theme.save",
  set: "theme.change_color",
  unset: "theme.reset_color",
  reset: "theme.reset",
};

const apply = (current: ThemeColors, change: ThemeChange): ThemeColors => {
  switch (change.kind) {
    case "save":
      return overridesOf(change.colors);
    case "set":
      return overridesOf({ ...current, [change.name]: change.value });
    case "unset":
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== change.name));
    case "reset":
      return {};
  }
};

/**
 * Changes the shared theme in one transaction with its audit entry (the colours that changed,
 * before and after) and a broadcast that repaints every open page on every server instance
 * once it commits. A change that changes nothing writes nothing.
 */
export const changeTheme = async (options: {
  db: Database;
  actor: AuditActor;
  change: ThemeChange;
}): Promise<Theme> => {
  const { db, actor, change } = options;
  return db.transaction(async (tx) => {
    // The row exists before it is locked, so two first changes at once queue up instead of
    // both starting from nothing and one overwriting the other.
    await tx
      .insert(siteSettings)
      .values({ key: themeSetting.key, category: themeSetting.category, value: sql`'{}'::jsonb` })
      .onConflictDoNothing();
    const current = await lockSettingRow(tx, themeSetting.key);
    const before = storedColors(current?.value);
    const after = apply(before, change);
    const difference = changedValues(withDefaults(before), withDefaults(after));

    const isDefault = Object.keys(after).length === 0;
    if (Object.keys(difference.after).length === 0) {
      if (isDefault) await deleteSetting(tx, themeSetting.key);
      return toTheme(isDefault ? null : current);
    }

    if (isDefault) await deleteSetting(tx, themeSetting.key);
    const updatedAt = isDefault ? null : await writeSetting(tx, { ...themeSetting, value: after });
    const theme: Theme = { colors: after, updatedAt: updatedAt?.toISOString() ?? null };
    await recordAuditEntry(tx, {
      actor,
      action: actions[change.kind],
      target: { type: "theme", id: themeSetting.key, label: "Dark theme" },
      ...difference,
    });
    await publishBroadcastEvent(tx, { type: "theme", data: theme });
    return theme;
  });
};
