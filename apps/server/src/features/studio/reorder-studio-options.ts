import type { reorderStudioOptionsSchema } from "@promptloom/contracts/studio/studio-options";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { assertCompleteOrder } from "../../lib/assert-complete-order.ts";

/** Puts a group's options in the given order; the list must name each option of the group once. */
export const reorderStudioOptions = async (options: {
  db: Database;
  input: z.output<typeof reorderStudioOptionsSchema>;
}): Promise<void> => {
  const { db, input } = options;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: studioOptions.id })
      .from(studioOptions)
      .where(eq(studioOptions.group, input.group));
    assertCompleteOrder(
      rows.map((row) => row.id),
      input.ids,
      "List every option of the group exactly once",
    );
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(studioOptions)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(studioOptions.id, id));
    }
  });
};
