import type { FeaturesHeroInput, FeaturesHeroState } from "@promptloom/contracts/features-hero";
import { featuresHeroSetting } from "@promptloom/contracts/site-content";
import { sql } from "drizzle-orm";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/index.ts";
import { deleteSetting, lockSettingRow, writeSetting } from "../../lib/site-settings.ts";
import { toFeaturesHeroState } from "./read-features-hero.ts";

/**
 * Saves the home page's hero and feature cards (`content`), or goes back to the defaults
 * (`null`), with an audit entry of what changed. The public pages are rendered again from it
 * on their next request, on every server instance.
 */
export const saveFeaturesHero = async (options: {
  db: Database;
  actor: AuditActor;
  content: Required<FeaturesHeroInput> | null;
}): Promise<FeaturesHeroState> => {
  const { db, actor, content } = options;
  return db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: featuresHeroSetting.key, category: featuresHeroSetting.category, value: sql`'null'::jsonb` })
      .onConflictDoNothing();
    const before = toFeaturesHeroState(await lockSettingRow(tx, featuresHeroSetting.key));
    if (content) await writeSetting(tx, { ...featuresHeroSetting, value: content });
    else await deleteSetting(tx, featuresHeroSetting.key);
    const after = toFeaturesHeroState(content ? await lockSettingRow(tx, featuresHeroSetting.key) : null);

    const difference = changedValues(
      { hero: before.hero, features: before.features },
      { hero: after.hero, features: after.features },
    );
    if (Object.keys(difference.after).length > 0) {
      await recordAuditEntry(tx, {
        actor,
        action: content ? "features_hero.save" : "features_hero.reset",
        target: { type: "site_content", id: featuresHeroSetting.key, label: "Home page hero and feature cards" },
        ...difference,
      });
    }
    return after;
  });
};
