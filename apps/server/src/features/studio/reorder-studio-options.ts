import { studioGroupInfo } from "@promptloom/contracts/studio/studio-groups";
import type { reorderStudioOptionsSchema } from "@promptloom/contracts/studio/studio-options";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import { recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { assertCompleteOrder } from "../../lib/assert-complete-order.ts";

/** Puts a group's options in the given order; the list must name each option of the group once. */
export const reorderStudioOptions = async (options: {
  db: Database;
  actor: AuditActor;
  input: z.output<typeof reorderStudioOptionsSchema>;
}): Promise<void> => {
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: studioOptions.id, slug: studioOptions.slug })
      .from(studioOptions)
      .where(eq(studioOptions.group, input.group))
      .orderBy(asc(studioOptions.position), asc(studioOptions.createdAt));
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
    const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
    await recordAuditEntry(tx, {
      actor,
      action: "studio_option.reorder",
      target: { type: "studio_option_group", id: input.group, label: studioGroupInfo[input.group].label },
      before: { order: rows.map((row) => row.slug) },
      after: { order: input.ids.map((id) => slugOf.get(id)) },
    });
  });
};
