import {
  studioPresetLimits,
  type createStudioPresetSchema,
  type StudioPreset,
} from "@promptloom/contracts/studio/studio-presets";
import { count, max } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { ownedBy, toStudioPreset, type PresetOwner } from "./to-studio-preset.ts";

/** Adds a preset at the end of its owner's list; a member keeps at most `perMember`. */
export const createStudioPreset = async (options: {
  db: Database;
  ownerId: PresetOwner;
  input: z.output<typeof createStudioPresetSchema>;
}): Promise<StudioPreset> => {
  const { db, ownerId, input } = options;
  const [existing] = await db
    .select({ total: count(), last: max(studioPresets.position) })
    .from(studioPresets)
    .where(ownedBy(ownerId));
  if (ownerId !== null && (existing?.total ?? 0) >= studioPresetLimits.perMember) {
    throw AppError.conflict(`You can keep up to ${studioPresetLimits.perMember} presets. Delete one to save another.`);
  }
  const [row] = await db
    .insert(studioPresets)
    .values({ ...input, userId: ownerId, position: (existing?.last ?? -1) + 1 })
    .returning();
  if (!row) throw new Error("The preset was not stored");
  return toStudioPreset(row);
};
