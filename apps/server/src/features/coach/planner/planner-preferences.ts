import { defaultWorkingHours, type WorkingHours } from "@promptloom/contracts/planner";
import { eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { plannerPreferences } from "../../../db/schema/index.ts";

export type PlannerPreferences = WorkingHours & { coachCanSeeTasks: boolean };

/** A member who never set anything works 09:00–17:00 and has not let the coach read the tasks. */
export const readPlannerPreferences = async (db: Database, userId: string): Promise<PlannerPreferences> => {
  const [row] = await db.select().from(plannerPreferences).where(eq(plannerPreferences.userId, userId));
  return row
    ? { workStart: row.workStart, workEnd: row.workEnd, coachCanSeeTasks: row.coachCanSeeTasks }
    : { ...defaultWorkingHours, coachCanSeeTasks: false };
};

export const savePlannerPreferences = async (
  db: Database,
  userId: string,
  changes: Partial<PlannerPreferences>,
): Promise<PlannerPreferences> => {
  await db
    .insert(plannerPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: plannerPreferences.userId, set: { ...changes, updatedAt: sql`now()` } });
  return readPlannerPreferences(db, userId);
};
