import {
  aspectRatioPattern,
  type StudioOption,
  type updateStudioOptionSchema,
} from "@promptloom/contracts/studio/studio-options";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { studioOptionNotFound, toStudioOption } from "./to-studio-option.ts";

/** Changes an option's wording or visibility; its group and slug stay. */
export const updateStudioOption = async (options: {
  db: Database;
  id: string;
  changes: z.output<typeof updateStudioOptionSchema>;
}): Promise<StudioOption> => {
  const { db, id, changes } = options;
  const [current] = await db.select({ group: studioOptions.group }).from(studioOptions).where(eq(studioOptions.id, id));
  if (!current) throw studioOptionNotFound();
  if (current.group === "aspect" && changes.term !== undefined && !aspectRatioPattern.test(changes.term)) {
    throw AppError.validation("An aspect ratio is two whole numbers like 16:9");
  }
  const [row] = await db
    .update(studioOptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(studioOptions.id, id))
    .returning();
  if (!row) throw studioOptionNotFound();
  return toStudioOption(row);
};
