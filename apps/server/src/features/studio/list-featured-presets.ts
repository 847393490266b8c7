import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { asc, isNull } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { toStudioPreset } from "./to-studio-preset.ts";

/** Every featured preset, hidden ones included, for the admin screen. */
export const listFeaturedPresets = async (options: { db: Database }): Promise<StudioPreset[]> => {
  const rows = await options.db
    .select()
    .from(studioPresets)
    .where(isNull(studioPresets.userId))
    .orderBy(asc(studioPresets.position), asc(studioPresets.createdAt));
  return rows.map(toStudioPreset);
};
