import {
  studioPresetLimits,
  type createStudioPresetSchema,
  type StudioPreset,
} from "@promptloom/contracts/studio/studio-presets";
import { count, max } from "drizzle-orm";
import type { z } from "zod";

import { recordAuditEntry } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { auditedPresetFields, ownedBy, presetTarget, toStudioPreset, type PresetOwner } from "./to-studio-preset.ts";

/** Adds a preset at the end of its owner's list; a member keeps at most `perMember`. */
export const createStudioPreset = async (options: {
  db: Database;
  owner: PresetOwner;
  input: z.output<typeof createStudioPresetSchema>;
}): Promise<StudioPreset> => {
  const { db, owner, input } = options;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ total: count(), last: max(studioPresets.position) })
      .from(studioPresets)
      .where(ownedBy(owner));
    if (owner.kind === "member" && (existing?.total ?? 0) >= studioPresetLimits.perMember) {
      throw AppError.conflict(
        `You can keep up to ${studioPresetLimits.perMember} presets. Delete one to save another.`,
      );
    }
    const [row] = await tx
      .insert(studioPresets)
      .values({
        ...input,
        userId: owner.kind === "member" ? owner.userId : null,
        position: (existing?.last ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error("The preset was not stored");
    if (owner.kind === "featured") {
      await recordAuditEntry(tx, {
        actor: owner.actor,
        action: "studio_preset.create",
        target: presetTarget(row),
        after: auditedPresetFields(row),
      });
    }
    return toStudioPreset(row);
  });
};
