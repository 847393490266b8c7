import type { ApiKey } from "@promptloom/contracts/api-keys";
import { desc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { apiKeys } from "../../db/schema/index.ts";
import { toApiKey } from "./to-api-key.ts";

/** The member's keys, newest first; never the keys themselves. */
export const listApiKeys = async (options: { db: Database; userId: string }): Promise<ApiKey[]> => {
  const rows = await options.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, options.userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
};
