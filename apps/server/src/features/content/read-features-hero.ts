import { featuresHeroSchema, type FeaturesHeroState } from "@promptloom/contracts/features-hero";
import { defaultFeaturesHero, featuresHeroSetting } from "@promptloom/contracts/site-content";

import type { Database } from "../../db/client.ts";
import { readSettingRow, type SettingRow } from "../../lib/site-settings.ts";

/** The stored hero and cards, or the defaults when none are stored (or what is stored no longer fits). */
export const toFeaturesHeroState = (setting: SettingRow | null): FeaturesHeroState => {
  const stored = setting ? featuresHeroSchema.safeParse(setting.value) : null;
  if (!stored?.success || !setting) return { ...defaultFeaturesHero, isDefault: true, updatedAt: null };
  return { ...stored.data, isDefault: false, updatedAt: setting.updatedAt.toISOString() };
};

export const readFeaturesHero = async (db: Database): Promise<FeaturesHeroState> =>
  toFeaturesHeroState(await readSettingRow(db, featuresHeroSetting.key));
