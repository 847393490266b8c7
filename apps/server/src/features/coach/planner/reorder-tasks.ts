import { and, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { plannerTasks } from "../../../db/schema/index.ts";
import { taskNotFound } from "./find-task.ts";

/**
 * Puts the given tasks in the given order by handing out the places they already hold, so tasks
 * of other views keep theirs. Every id must be one of the member's tasks.
 */
export const reorderTasks = async (options: { db: Database; userId: string; ids: string[] }): Promise<void> => {
  const { db, userId, ids } = options;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: plannerTasks.id, position: plannerTasks.position })
      .from(plannerTasks)
      .where(and(eq(plannerTasks.userId, userId), inArray(plannerTasks.id, ids)))
      .for("update");
    if (rows.length !== ids.length) throw taskNotFound();
    const places = rows.map((row) => row.position).sort((a, b) => a - b);
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${places[index]}::int`),
      sql` `,
    );
    await tx
      .update(plannerTasks)
      .set({ position: sql`case ${plannerTasks.id} ${cases} end` })
      .where(and(eq(plannerTasks.userId, userId), inArray(plannerTasks.id, ids)));
  });
};
