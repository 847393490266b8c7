import type { StudioPreset, updateStudioPresetSchema } from "@promptloom/contracts/studio/studio-presets";
import { sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { presetWhere, studioPresetNotFound, toStudioPreset, type PresetOwner } from "./to-studio-preset.ts";

/** Renames, re-describes, re-chooses or hides one preset of its owner. */
export const updateStudioPreset = async (options: {
  db: Database;
  ownerId: PresetOwner;
  id: string;
  changes: z.output<typeof updateStudioPresetSchema>;
}): Promise<StudioPreset> => {
  const { db, ownerId, id, changes } = options;
  const [row] = await db
    .update(studioPresets)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(presetWhere(ownerId, id))
    .returning();
  if (!row) throw studioPresetNotFound();
  return toStudioPreset(row);
};
