import {
  aspectRatioPattern,
  type StudioOption,
  type updateStudioOptionSchema,
} from "@promptloom/contracts/studio/studio-options";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";

import { changedValues, recordAuditEntry, type AuditActor } from "../../audit/record-audit-entry.ts";
import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { auditedOptionFields, optionTarget } from "./audit-studio-option.ts";
import { studioOptionNotFound, toStudioOption } from "./to-studio-option.ts";

/** Changes an option's wording or visibility; its group and slug stay. */
export const updateStudioOption = async (options: {
  db: Database;
  actor: AuditActor;
  id: string;
  changes: z.output<typeof updateStudioOptionSchema>;
}): Promise<StudioOption> => {
  const { db, actor, id, changes } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(studioOptions).where(eq(studioOptions.id, id)).for("update");
    if (!before) throw studioOptionNotFound();
    if (before.group === "aspect" && changes.term !== undefined && !aspectRatioPattern.test(changes.term)) {
      throw AppError.validation("An aspect ratio is two whole numbers like 16:9");
    }
    const [after] = await tx
      .update(studioOptions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(studioOptions.id, id))
      .returning();
    if (!after) throw studioOptionNotFound();
    await recordAuditEntry(tx, {
      actor,
      action: "studio_option.update",
      target: optionTarget(after),
      ...changedValues(auditedOptionFields(before), auditedOptionFields(after)),
    });
    return toStudioOption(after);
  });
};
