import type { reorderStudioPresetsSchema } from "@promptloom/contracts/studio/studio-presets";
import { sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { assertCompleteOrder } from "../../lib/assert-complete-order.ts";
import { ownedBy, presetWhere } from "./to-studio-preset.ts";

/** Puts the featured presets in the given order; the list must name each of them once. */
export const reorderFeaturedPresets = async (options: {
  db: Database;
  input: z.output<typeof reorderStudioPresetsSchema>;
}): Promise<void> => {
  const { db, input } = options;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: studioPresets.id }).from(studioPresets).where(ownedBy(null));
    assertCompleteOrder(
      rows.map((row) => row.id),
      input.ids,
      "List every featured preset exactly once",
    );
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(studioPresets)
        .set({ position, updatedAt: sql`now()` })
        .where(presetWhere(null, id));
    }
  });
};
