import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { presetWhere, studioPresetNotFound, type PresetOwner } from "./to-studio-preset.ts";

export const deleteStudioPreset = async (options: { db: Database; ownerId: PresetOwner; id: string }) => {
  const { db, ownerId, id } = options;
  const rows = await db.delete(studioPresets).where(presetWhere(ownerId, id)).returning({ id: studioPresets.id });
  if (rows.length === 0) throw studioPresetNotFound();
};
