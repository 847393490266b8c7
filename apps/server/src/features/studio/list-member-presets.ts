import type { StudioPreset } from "@promptloom/contracts/studio/studio-presets";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioPresets } from "../../db/schema/index.ts";
import { toStudioPreset } from "./to-studio-preset.ts";

/** What a member can apply: the visible featured presets in admin order, then their own in the order they were saved. */
export const listMemberPresets = async (options: { db: Database; userId: string }): Promise<StudioPreset[]> => {
  const { db, userId } = options;
  const rows = await db
    .select()
    .from(studioPresets)
    .where(or(and(isNull(studioPresets.userId), eq(studioPresets.hidden, false)), eq(studioPresets.userId, userId)))
    .orderBy(sql`${studioPresets.userId} is not null`, asc(studioPresets.position), asc(studioPresets.createdAt));
  return rows.map(toStudioPreset);
};
