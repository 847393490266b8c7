import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { studioOptions } from "../../db/schema/index.ts";
import { toStudioOption } from "./to-studio-option.ts";

/** Every option in group and admin order; members get the visible ones only. */
export const listStudioOptions = async (options: { db: Database; includeHidden: boolean }): Promise<StudioOption[]> => {
  const { db, includeHidden } = options;
  const rows = await db
    .select()
    .from(studioOptions)
    .where(includeHidden ? undefined : eq(studioOptions.hidden, false))
    .orderBy(asc(studioOptions.group), asc(studioOptions.position), asc(studioOptions.createdAt));
  return rows.map(toStudioOption);
};
