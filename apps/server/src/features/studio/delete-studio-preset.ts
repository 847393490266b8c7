import { recordAuditEntry } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import {
  auditedPresetFields,
  presetTarget,
  presetWhere,
  studioPresetNotFound,
  type PresetOwner,
} from "./to-studio-preset.ts";

export const deleteStudioPreset = async (options: { db: Database; owner: PresetOwner; id: string }) => {
  const { db, owner, id } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(studioPresets).where(presetWhere(owner, id)).returning();
    if (!row) throw studioPresetNotFound();
    if (owner.kind === "featured") {
      await recordAuditEntry(tx, {
        actor: owner.actor,
        action: "studio_preset.delete",
        target: presetTarget(row),
        before: auditedPresetFields(row),
      });
    }
  });
};
