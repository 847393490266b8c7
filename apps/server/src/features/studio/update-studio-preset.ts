import type { StudioPreset, updateStudioPresetSchema } from "@promptloom/contracts/studio/studio-presets";
import { sql } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import {
  auditedPresetFields,
  presetTarget,
  presetWhere,
  studioPresetNotFound,
  toStudioPreset,
  type PresetOwner,
} from "./to-studio-preset.ts";

/** Renames, re-describes, re-chooses or hides one preset of its owner. */
export const updateStudioPreset = async (options: {
  db: Database;
  owner: PresetOwner;
  id: string;
  changes: z.output<typeof updateStudioPresetSchema>;
}): Promise<StudioPreset> => {
  const { db, owner, id, changes } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(studioPresets).where(presetWhere(owner, id)).for("update");
    if (!before) throw studioPresetNotFound();
    const [after] = await tx
      .update(studioPresets)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(presetWhere(owner, id))
      .returning();
    if (!after) throw studioPresetNotFound();
    if (owner.kind === "featured") {
      await recordAuditEntry(tx, {
        actor: owner.actor,
        action: "studio_preset.update",
        target: presetTarget(after),
        ...changedValues(auditedPresetFields(before), auditedPresetFields(after)),
      });
    }
    return toStudioPreset(after);
  });
};
