import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.ts";
import { apiKeys } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** Deletes one of the member's keys; the next request made with it is refused. */
export const revokeApiKey = async (options: { db: Database; userId: string; id: string }) => {
  const deleted = await options.db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, options.id), eq(apiKeys.userId, options.userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw AppError.notFound("API key not found");
};
