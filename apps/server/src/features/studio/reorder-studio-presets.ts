import type { reorderStudioPresetsSchema } from "@promptloom/contracts/studio/studio-presets";
import { asc, sql } from "drizzle-orm";
import type { z } from "zod";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { assertCompleteOrder } from "../../lib/assert-complete-order.ts";
import { ownedBy, presetWhere, type PresetOwner } from "./to-studio-preset.ts";

/** Puts the featured presets in the given order; the list must name each of them once. */
export const reorderFeaturedPresets = async (options: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof reorderStudioPresetsSchema>;
}): Promise<void> => {
  const { db, actor, input } = options;
  const owner: PresetOwner = { kind: "featured", actor };
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: studioPresets.id, name: studioPresets.name })
      .from(studioPresets)
      .where(ownedBy(owner))
      .orderBy(asc(studioPresets.position), asc(studioPresets.createdAt));
    assertCompleteOrder(
      rows.map((row) => row.id),
      input.ids,
      "List every featured preset exactly once",
    );
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(studioPresets)
        .set({ position, updatedAt: sql`now()` })
        .where(presetWhere(owner, id));
    }
    const nameOf = new Map(rows.map((row) => [row.id, row.name]));
    await recordAuditEntry(tx, {
      actor,
      action: "studio_preset.reorder",
      target: { type: "studio_preset_list", label: "Featured presets" },
      before: { order: rows.map((row) => row.name) },
      after: { order: input.ids.map((id) => nameOf.get(id)) },
    });
  });
};
